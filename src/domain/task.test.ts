import type * as z from 'zod/mini';
import {
  daysRemaining,
  isAllowedTaskFile,
  isTaskDone,
  isTaskOverdue,
  taskProgress,
  taskStatusLabel,
  workflowStatusOf,
} from './task-rules';
import { taskPhase } from './task-phase';
import { taskStatusSchema, type TaskStatus } from './task';
import { taskDraftSchema } from './task-draft';
import * as messages from './messages';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

function file(name: string, type: string) {
  return { name, type, blob: new Blob(['x'], { type }) };
}

const validDraft = { projectId: 1, title: 'Konzept schreiben', description: 'Erste Fassung des Konzepts' };

// 10 March 2026, noon, local time.
const now = new Date(2026, 2, 10, 12, 0, 0);

// --- taskPhase ---

test('todo is in the todo phase', () => {
  expect(taskPhase('todo')).toBe('todo');
});

test('open is in the todo phase', () => {
  expect(taskPhase('open')).toBe('todo');
});

test('in_progress is in the in_progress phase', () => {
  expect(taskPhase('in_progress')).toBe('in_progress');
});

test('in-progress with a hyphen is in the in_progress phase', () => {
  expect(taskPhase('in-progress')).toBe('in_progress');
});

test('done is in the done phase', () => {
  expect(taskPhase('done')).toBe('done');
});

test('completed is in the done phase', () => {
  expect(taskPhase('completed')).toBe('done');
});

test('only done and completed count as done', () => {
  const all: TaskStatus[] = ['todo', 'open', 'in_progress', 'in-progress', 'done', 'completed'];
  expect(all.filter(isTaskDone)).toEqual(['done', 'completed']);
});

// --- taskStatusLabel ---

test('list labels are Offen, In Bearbeitung and Erledigt for the admin vocabulary', () => {
  expect(taskStatusLabel('todo', 'list')).toBe('Offen');
  expect(taskStatusLabel('in_progress', 'list')).toBe('In Bearbeitung');
  expect(taskStatusLabel('done', 'list')).toBe('Erledigt');
});

test('list labels are Offen, In Bearbeitung and Erledigt for the workflow vocabulary', () => {
  expect(taskStatusLabel('open', 'list')).toBe('Offen');
  expect(taskStatusLabel('in-progress', 'list')).toBe('In Bearbeitung');
  expect(taskStatusLabel('completed', 'list')).toBe('Erledigt');
});

test('the list context is the default label context', () => {
  expect(taskStatusLabel('done')).toBe('Erledigt');
  expect(taskStatusLabel('open')).toBe('Offen');
});

test('dashboard labels are Offen, In Bearbeitung and Abgeschlossen for the workflow vocabulary', () => {
  expect(taskStatusLabel('open', 'dashboard')).toBe('Offen');
  expect(taskStatusLabel('in-progress', 'dashboard')).toBe('In Bearbeitung');
  expect(taskStatusLabel('completed', 'dashboard')).toBe('Abgeschlossen');
});

test('dashboard labels are Offen, In Bearbeitung and Abgeschlossen for the admin vocabulary', () => {
  expect(taskStatusLabel('todo', 'dashboard')).toBe('Offen');
  expect(taskStatusLabel('in_progress', 'dashboard')).toBe('In Bearbeitung');
  expect(taskStatusLabel('done', 'dashboard')).toBe('Abgeschlossen');
});

test('detail labels are Todo, In Progress and Done for the admin vocabulary', () => {
  expect(taskStatusLabel('todo', 'detail')).toBe('Todo');
  expect(taskStatusLabel('in_progress', 'detail')).toBe('In Progress');
  expect(taskStatusLabel('done', 'detail')).toBe('Done');
});

test('detail labels are Todo, In Progress and Done for the workflow vocabulary', () => {
  expect(taskStatusLabel('open', 'detail')).toBe('Todo');
  expect(taskStatusLabel('in-progress', 'detail')).toBe('In Progress');
  expect(taskStatusLabel('completed', 'detail')).toBe('Done');
});

// --- workflowStatusOf ---

test('workflowStatusOf maps admin statuses to the task edit form vocabulary', () => {
  expect(workflowStatusOf('todo')).toBe('open');
  expect(workflowStatusOf('in_progress')).toBe('in-progress');
  expect(workflowStatusOf('done')).toBe('completed');
});

test('workflowStatusOf keeps workflow statuses as they are', () => {
  expect(workflowStatusOf('open')).toBe('open');
  expect(workflowStatusOf('in-progress')).toBe('in-progress');
  expect(workflowStatusOf('completed')).toBe('completed');
});

// --- isTaskOverdue ---

test('a task whose deadline passed and that is not done is overdue', () => {
  expect(isTaskOverdue({ deadline: '2026-03-09', status: 'todo' }, now)).toBe(true);
  expect(isTaskOverdue({ deadline: '2026-03-01', status: 'in-progress' }, now)).toBe(true);
});

test('a task with a timestamp deadline one minute ago is overdue', () => {
  const deadline = new Date(now.getTime() - 60_000).toISOString();
  expect(isTaskOverdue({ deadline, status: 'open' }, now)).toBe(true);
});

test('a done task whose deadline passed is not overdue', () => {
  expect(isTaskOverdue({ deadline: '2026-03-01', status: 'done' }, now)).toBe(false);
});

test('a completed task whose deadline passed is not overdue', () => {
  expect(isTaskOverdue({ deadline: '2026-03-01', status: 'completed' }, now)).toBe(false);
});

test('a task without a deadline is never overdue', () => {
  expect(isTaskOverdue({ deadline: null, status: 'todo' }, now)).toBe(false);
});

test('a task whose deadline is in the future is not overdue', () => {
  expect(isTaskOverdue({ deadline: '2026-03-11', status: 'todo' }, now)).toBe(false);
});

test('a date-only deadline of today is not overdue until the day ends', () => {
  const lateEvening = new Date(2026, 2, 10, 23, 59, 0);
  const nextMorning = new Date(2026, 2, 11, 0, 0, 1);
  expect(isTaskOverdue({ deadline: '2026-03-10', status: 'todo' }, lateEvening)).toBe(false);
  expect(isTaskOverdue({ deadline: '2026-03-10', status: 'todo' }, nextMorning)).toBe(true);
});

// --- taskProgress ---

test('a todo task shows one third progress', () => {
  expect(taskProgress('todo')).toBeCloseTo(1 / 3);
  expect(taskProgress('open')).toBeCloseTo(1 / 3);
});

test('a task in progress shows two thirds progress', () => {
  expect(taskProgress('in_progress')).toBeCloseTo(2 / 3);
  expect(taskProgress('in-progress')).toBeCloseTo(2 / 3);
});

test('a done task shows full progress', () => {
  expect(taskProgress('done')).toBe(1);
  expect(taskProgress('completed')).toBe(1);
});

// --- daysRemaining ---

test('days remaining count whole calendar days until a future deadline', () => {
  expect(daysRemaining('2026-03-13', now)).toBe(3);
});

test('days remaining are zero on the deadline day', () => {
  expect(daysRemaining('2026-03-10', new Date(2026, 2, 10, 23, 0))).toBe(0);
});

test('days remaining are negative when the deadline passed', () => {
  expect(daysRemaining('2026-03-08', now)).toBe(-2);
});

test('days remaining ignore the time of day of a timestamp deadline', () => {
  expect(daysRemaining(new Date(2026, 2, 11, 8, 0).toISOString(), new Date(2026, 2, 10, 20, 0))).toBe(1);
});

test('days remaining are null without a deadline', () => {
  expect(daysRemaining(null, now)).toBeNull();
});

test('days remaining for a date-only deadline are calendar days in a time zone west of UTC too', () => {
  const previous = process.env.TZ;
  process.env.TZ = 'America/New_York';
  try {
    expect(daysRemaining('2026-03-13', new Date(2026, 2, 10, 12, 0))).toBe(3);
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
});

// --- isAllowedTaskFile ---

test('images, pdf and office documents may be attached to a task', () => {
  expect(isAllowedTaskFile({ name: 'foto.png', type: 'image/png' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'foto.jpg', type: 'image/jpeg' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'bericht.pdf', type: 'application/pdf' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'brief.doc', type: 'application/msword' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'brief.docx', type: '' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'tabelle.xls', type: '' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'tabelle.xlsx', type: '' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'folien.ppt', type: '' })).toBe(true);
  expect(isAllowedTaskFile({ name: 'folien.pptx', type: '' })).toBe(true);
});

test('file extensions are compared case-insensitively', () => {
  expect(isAllowedTaskFile({ name: 'BERICHT.PDF', type: '' })).toBe(true);
});

test('executables and archives may not be attached to a task', () => {
  expect(isAllowedTaskFile({ name: 'setup.exe', type: 'application/x-msdownload' })).toBe(false);
  expect(isAllowedTaskFile({ name: 'daten.zip', type: 'application/zip' })).toBe(false);
  expect(isAllowedTaskFile({ name: 'ohne-endung', type: '' })).toBe(false);
});

// --- taskDraftSchema ---

test('a task draft without a title is refused with the required-fields message', () => {
  const result = taskDraftSchema.safeParse({ ...validDraft, title: '   ' });
  expect(result.success).toBe(false);
  expect(messagesOf(result)).toEqual(['Bitte füllen Sie alle Pflichtfelder aus.']);
});

test('a task draft without a description is refused with the required-fields message', () => {
  const result = taskDraftSchema.safeParse({ ...validDraft, description: '' });
  expect(result.success).toBe(false);
  expect(messagesOf(result)).toEqual(['Bitte füllen Sie alle Pflichtfelder aus.']);
});

test('a new task defaults to status todo and priority medium', () => {
  const result = taskDraftSchema.parse(validDraft);
  expect(result.status).toBe('todo');
  expect(result.priority).toBe('medium');
  expect(result.files).toEqual([]);
  expect(result.attachments).toEqual([]);
  expect(result.deadline).toBeNull();
});

test('a task draft trims its title and description', () => {
  const result = taskDraftSchema.parse({ ...validDraft, title: '  Titel  ', description: ' Text ' });
  expect(result.title).toBe('Titel');
  expect(result.description).toBe('Text');
});

test('a task draft with five files is accepted', () => {
  const files = Array.from({ length: 5 }, (_, i) => file(`datei-${i}.pdf`, 'application/pdf'));
  expect(taskDraftSchema.safeParse({ ...validDraft, files }).success).toBe(true);
});

test('a task draft with six files is refused with the at-most-five message', () => {
  const files = Array.from({ length: 6 }, (_, i) => file(`datei-${i}.pdf`, 'application/pdf'));
  const result = taskDraftSchema.safeParse({ ...validDraft, files });
  expect(result.success).toBe(false);
  expect(messagesOf(result)).toContain('Maximal 5 Dateien können hochgeladen werden');
});

test('kept attachments count towards the five-file limit', () => {
  const attachments = Array.from({ length: 4 }, (_, i) => ({
    id: i + 1,
    name: `a${i}.pdf`,
    type: 'pdf',
    url: `/files/a${i}.pdf`,
  }));
  const files = [file('neu-1.pdf', 'application/pdf'), file('neu-2.pdf', 'application/pdf')];
  const result = taskDraftSchema.safeParse({ ...validDraft, attachments, files });
  expect(messagesOf(result)).toContain('Maximal 5 Dateien können hochgeladen werden');
});

function linkAttachment(url: string) {
  return { id: 'l1', name: 'Link', type: 'other', url };
}

test("a task draft keeps web links, files of this site and the store's own files as attachments", () => {
  for (const url of ['https://example.org/plan.pdf', 'http://example.org', '/files/plan.pdf', 'stored-file:12']) {
    const result = taskDraftSchema.safeParse({ ...validDraft, attachments: [linkAttachment(url)] });
    expect(messagesOf(result), url).toEqual([]);
  }
});

test('a task draft refuses attachment links that are no web address, also when a control character hides the scheme', () => {
  for (const url of [
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    ' data:text/html,x',
    'file:///etc/passwd',
    '//evil.example/plan.pdf',
    '/\\evil.example/plan.pdf',
    'https://exam\tple.org/',
    '\u200Bhttps://example.org/',
    'stored-file:x',
    'stored-file:12 ',
    'plan.pdf',
  ]) {
    const result = taskDraftSchema.safeParse({ ...validDraft, attachments: [linkAttachment(url)] });
    expect(messagesOf(result), JSON.stringify(url)).toEqual([messages.invalidLink]);
  }
});

test('a task draft with an executable file is refused', () => {
  const result = taskDraftSchema.safeParse({ ...validDraft, files: [file('setup.exe', 'application/x-msdownload')] });
  expect(result.success).toBe(false);
  expect(messagesOf(result)).toEqual(['Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien']);
});

test('a task draft accepts statuses of both vocabularies', () => {
  for (const status of ['todo', 'in_progress', 'done', 'open', 'in-progress', 'completed']) {
    const result = taskDraftSchema.safeParse({ ...validDraft, status });
    expect(result.success, status).toBe(true);
    expect(result.data?.status).toBe(status);
  }
});

test('a task draft with an unknown status is refused', () => {
  expect(taskDraftSchema.safeParse({ ...validDraft, status: 'blocked' }).success).toBe(false);
  expect(taskStatusSchema.safeParse('erledigt').success).toBe(false);
});

test('a task draft with an unknown priority is refused', () => {
  expect(taskDraftSchema.safeParse({ ...validDraft, priority: 'urgent' }).success).toBe(false);
});

test('an empty deadline in a task draft becomes null', () => {
  expect(taskDraftSchema.parse({ ...validDraft, deadline: '' }).deadline).toBeNull();
  expect(taskDraftSchema.parse({ ...validDraft, deadline: '2026-04-01' }).deadline).toBe('2026-04-01');
});
