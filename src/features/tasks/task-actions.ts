import { replace, type ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { parseId } from '../../domain/common-rules';
import { taskStatusSchema, type Task } from '../../domain/task';
import { draftFromTask } from '../../domain/task-draft';
import { NotFoundError, ValidationError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { writeInPlace, type InPlaceAnswer } from '../shared/in-place-write';
import { taskTexts } from './texts';

/**
 * The task page's small writes: a POST with `status` sets the task's status (the admin's select), a DELETE
 * deletes the task and goes on to its project's tasks.
 */
export async function action({ params, request }: ActionFunctionArgs): Promise<InPlaceAnswer<Task | void> | Response> {
  const id = parseId(params.id);
  if (request.method === 'DELETE') {
    const deleted = await writeInPlace(
      request,
      async () => {
        if (id === null) throw new NotFoundError();
        const { projectId } = await repository().tasks.get(id);
        await repository().tasks.remove(id);
        return projectId;
      },
      { done: taskTexts.deleted },
    );
    return deleted.ok ? replace(`/project-tasks/${deleted.value}`) : { ok: false };
  }
  const status = z.safeParse(taskStatusSchema, (await request.formData()).get('status'));
  return writeInPlace(
    request,
    async () => {
      if (id === null) throw new NotFoundError();
      if (!status.success) throw new ValidationError();
      // The stored task, not the page's copy: a change saved meanwhile by someone else stays.
      const task = await repository().tasks.get(id);
      return repository().tasks.update(id, { ...draftFromTask(task), status: status.data });
    },
    { done: taskTexts.updated },
  );
}
