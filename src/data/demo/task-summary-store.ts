import type { ProjectTaskSummary } from '../../domain/task-summary';
import type { DemoDatabase } from './db';
import type { TaskSummaryRecord } from './task-records';
import { taskFromRecord } from './mappers';
import { summaryRecordOf } from './task-summary-rows';

/*
 * The dashboard and /project-tasks show per project a count per phase and the 3 soonest open tasks. Read by
 * index that is a few requests per project, and a member with 57 projects waited 75–140 ms in Chromium for
 * them (docs/performance.md). So, like a comment's likeCount, the summary is kept on write: every
 * transaction that writes tasks refreshes its projects' rows (only tasks.ts writes tasks), with copies of
 * the 3 tasks shown, and the read is one get per project.
 */

/** A project's summary from the index: the open tasks (phases 0 and 1) and a count of the done ones. */
async function summaryRecordByIndex(db: DemoDatabase, projectId: number): Promise<TaskSummaryRecord> {
  const index = db.tasks.where('[projectId+phaseKey+deadlineKey]');
  const [open, done] = await Promise.all([
    index.between([projectId, 0, ''], [projectId, 1, '\uffff'], true, true).toArray(),
    index.between([projectId, 2, ''], [projectId, 2, '\uffff'], true, true).count(),
  ]);
  const record = summaryRecordOf(projectId, open);
  return { ...record, done };
}

/** Re-derives the rows of these projects; call inside the transaction that wrote their tasks. */
export async function refreshTaskSummaries(db: DemoDatabase, projectIds: Iterable<number>): Promise<void> {
  const records = await Promise.all([...new Set(projectIds)].map((projectId) => summaryRecordByIndex(db, projectId)));
  await db.taskSummaries.bulkPut(records);
}

/** Summaries in the order of `projectIds`; a project without a row yet (new, no tasks) is read by index. */
export async function readTaskSummaries(
  db: DemoDatabase,
  projectIds: readonly number[],
): Promise<ProjectTaskSummary[]> {
  return db.transaction('r', [db.taskSummaries, db.tasks], async () => {
    const stored = await db.taskSummaries.bulkGet([...projectIds]);
    const records = await Promise.all(stored.map((record, i) => record ?? summaryRecordByIndex(db, projectIds[i]!)));
    return records.map((record) => ({
      projectId: record.projectId,
      counts: { todo: record.todo, in_progress: record.inProgress, done: record.done },
      nextOpen: record.nextOpen.map(taskFromRecord),
    }));
  });
}
