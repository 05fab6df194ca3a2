import type * as z from 'zod/mini';
import { projectStatusSchema } from './project';
import { isProjectOverdue, projectStatusLabel } from './project-rules';
import { projectDraftSchema } from './project-draft';

function pathsOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const validDraft = {
  title: 'Digitale Beratung',
  projectGroupId: 2,
  description: 'Ein Chat für Beratungsstellen',
  startDate: '2026-01-15',
};

// 10 March 2026, noon, local time.
const now = new Date(2026, 2, 10, 12, 0, 0);

test('an active project is labelled Aktiv', () => {
  expect(projectStatusLabel('active')).toBe('Aktiv');
});

test('a completed project is labelled Abgeschlossen', () => {
  expect(projectStatusLabel('completed')).toBe('Abgeschlossen');
});

test('on_hold, planning and archived projects are labelled In Planung', () => {
  expect(projectStatusLabel('on_hold')).toBe('In Planung');
  expect(projectStatusLabel('planning')).toBe('In Planung');
  expect(projectStatusLabel('archived')).toBe('In Planung');
});

test('an unknown project status is refused', () => {
  expect(projectStatusSchema.safeParse('paused').success).toBe(false);
});

test('an active project whose deadline passed is overdue', () => {
  expect(isProjectOverdue({ deadline: '2026-03-09', endDate: null, status: 'active' }, now)).toBe(true);
});

test('a completed project whose deadline passed is not overdue', () => {
  expect(isProjectOverdue({ deadline: '2026-03-09', endDate: null, status: 'completed' }, now)).toBe(false);
});

test('a project whose deadline is in the future is not overdue', () => {
  expect(isProjectOverdue({ deadline: '2026-03-11', endDate: null, status: 'active' }, now)).toBe(false);
});

test('a project without deadline and end date is not overdue', () => {
  expect(isProjectOverdue({ deadline: null, endDate: null, status: 'on_hold' }, now)).toBe(false);
});

test('a project with a date-only deadline of today is not overdue until the day ends', () => {
  const project = { deadline: '2026-03-10', endDate: null, status: 'active' as const };
  expect(isProjectOverdue(project, new Date(2026, 2, 10, 23, 59))).toBe(false);
  expect(isProjectOverdue(project, new Date(2026, 2, 11, 0, 0, 1))).toBe(true);
});

test('a project without a deadline falls back to its end date for overdue', () => {
  expect(isProjectOverdue({ deadline: null, endDate: '2026-03-01', status: 'planning' }, now)).toBe(true);
});

test('a project deadline takes precedence over its end date', () => {
  expect(isProjectOverdue({ deadline: '2026-04-01', endDate: '2026-03-01', status: 'active' }, now)).toBe(false);
});

test('a project draft with title, group, description and start date is accepted with defaults', () => {
  const result = projectDraftSchema.parse(validDraft);
  expect(result.status).toBe('active');
  expect(result.featured).toBe(false);
  expect(result.technologies).toEqual([]);
  expect(result.endDate).toBeNull();
  expect(result.deadline).toBeNull();
});

test('a project draft without a title is refused', () => {
  const result = projectDraftSchema.safeParse({ ...validDraft, title: ' ' });
  expect(pathsOf(result)).toEqual(['title']);
  expect(messagesOf(result)).toEqual(['Bitte füllen Sie alle Pflichtfelder aus.']);
});

test('a project draft without a project group is refused', () => {
  const { projectGroupId: _omit, ...withoutGroup } = validDraft;
  expect(pathsOf(projectDraftSchema.safeParse(withoutGroup))).toEqual(['projectGroupId']);
  expect(pathsOf(projectDraftSchema.safeParse({ ...validDraft, projectGroupId: 0 }))).toEqual(['projectGroupId']);
});

test('a project draft without a description is refused', () => {
  const result = projectDraftSchema.safeParse({ ...validDraft, description: '' });
  expect(pathsOf(result)).toEqual(['description']);
  expect(messagesOf(result)).toEqual(['Bitte füllen Sie alle Pflichtfelder aus.']);
});

test('a project draft without a start date is refused', () => {
  const result = projectDraftSchema.safeParse({ ...validDraft, startDate: '' });
  expect(pathsOf(result)).toEqual(['startDate']);
  expect(messagesOf(result)).toEqual(['Bitte füllen Sie alle Pflichtfelder aus.']);
  const { startDate: _omit, ...withoutStart } = validDraft;
  expect(pathsOf(projectDraftSchema.safeParse(withoutStart))).toEqual(['startDate']);
});
