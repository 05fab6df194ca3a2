import type * as z from 'zod/mini';
import {
  canVote,
  hasPollEnded,
  isPollOpen,
  isPollScheduled,
  numberOptions,
  pollResults,
  pollState,
  pollStateLabels,
  pollStatusLabels,
} from './poll-rules';
import type { PollStatus } from './poll';
import { pollDraftSchema } from './poll-draft';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const validDraft = {
  title: 'Nächster Workshop',
  description: 'Wann soll der nächste Workshop stattfinden?',
  options: [{ text: 'März' }, { text: 'April' }],
  projectGroupIds: [1],
};

// 10 March 2026, noon, local time.
const now = new Date(2026, 2, 10, 12, 0, 0);

function poll(
  overrides: Partial<{
    isActive: boolean;
    status: PollStatus;
    startDate: string | null;
    endDate: string | null;
    hasVoted: boolean;
  }> = {},
) {
  return {
    isActive: true,
    status: 'active' as PollStatus,
    startDate: null,
    endDate: null,
    hasVoted: false,
    ...overrides,
  };
}

// --- pollResults ---

test('poll results give the total and each share rounded to whole percent', () => {
  const { total, results } = pollResults([
    { id: 1, text: 'A', votes: 1 },
    { id: 2, text: 'B', votes: 1 },
    { id: 3, text: 'C', votes: 1 },
  ]);
  expect(total).toBe(3);
  expect(results.map((r) => r.percent)).toEqual([33, 33, 33]);
});

test('poll result percentages round half up', () => {
  const { results } = pollResults([
    { id: 1, text: 'A', votes: 1 },
    { id: 2, text: 'B', votes: 7 },
  ]);
  // 12.5 % and 87.5 %
  expect(results.map((r) => r.percent)).toEqual([13, 88]);
});

test('the option with the most votes has a full bar and the others are relative to it', () => {
  const { results } = pollResults([
    { id: 1, text: 'A', votes: 2 },
    { id: 2, text: 'B', votes: 8 },
    { id: 3, text: 'C', votes: 4 },
  ]);
  expect(results.map((r) => r.barWidth)).toEqual([25, 100, 50]);
  expect(results.map((r) => r.percent)).toEqual([14, 57, 29]);
});

test('poll results keep option id, text and votes in order', () => {
  const { results } = pollResults([
    { id: 7, text: 'Ja', votes: 3 },
    { id: 9, text: 'Nein', votes: 0 },
  ]);
  expect(results).toEqual([
    { optionId: 7, text: 'Ja', votes: 3, percent: 100, barWidth: 100 },
    { optionId: 9, text: 'Nein', votes: 0, percent: 0, barWidth: 0 },
  ]);
});

test('a poll without votes has zero percent and zero bar widths', () => {
  const { total, results } = pollResults([
    { id: 1, text: 'A', votes: 0 },
    { id: 2, text: 'B', votes: 0 },
  ]);
  expect(total).toBe(0);
  expect(results.map((r) => [r.percent, r.barWidth])).toEqual([
    [0, 0],
    [0, 0],
  ]);
});

// --- numberOptions ---

test('new poll options are numbered sequentially after the highest existing id', () => {
  expect(numberOptions([{ id: 4, text: 'A' }, { text: 'B' }, { id: 2, text: 'C' }, { text: 'D' }])).toEqual([
    { id: 4, text: 'A' },
    { id: 5, text: 'B' },
    { id: 2, text: 'C' },
    { id: 6, text: 'D' },
  ]);
});

test('options of a new poll are numbered from one', () => {
  expect(numberOptions([{ text: 'A' }, { text: 'B' }, { text: 'C' }]).map((o) => o.id)).toEqual([1, 2, 3]);
});

// --- open, ended, vote ---

test('a poll without an end date has not ended', () => {
  expect(hasPollEnded({ endDate: null }, now)).toBe(false);
});

test('a poll whose end date passed has ended', () => {
  expect(hasPollEnded({ endDate: '2026-03-09' }, now)).toBe(true);
  expect(hasPollEnded({ endDate: new Date(now.getTime() - 1000).toISOString() }, now)).toBe(true);
});

test('a poll ending today has not ended until the day ends', () => {
  expect(hasPollEnded({ endDate: '2026-03-10' }, new Date(2026, 2, 10, 23, 59))).toBe(false);
  expect(hasPollEnded({ endDate: '2026-03-10' }, new Date(2026, 2, 11, 0, 0, 1))).toBe(true);
});

test('an active poll flagged active that has not ended is open', () => {
  expect(isPollOpen(poll(), now)).toBe(true);
});

test('a poll whose active flag is off is not open even with status active', () => {
  expect(isPollOpen(poll({ isActive: false }), now)).toBe(false);
});

test('a completed or draft poll is not open even with the active flag on', () => {
  expect(isPollOpen(poll({ status: 'completed' }), now)).toBe(false);
  expect(isPollOpen(poll({ status: 'draft' }), now)).toBe(false);
});

test('an active poll whose end date passed is not open', () => {
  expect(isPollOpen(poll({ endDate: '2026-03-01' }), now)).toBe(false);
});

test('an active poll opens at the start of its start day, and is scheduled until then', () => {
  const startsToday = poll({ startDate: '2026-03-10' });
  expect(isPollOpen(startsToday, new Date(2026, 2, 9, 23, 59))).toBe(false);
  expect(isPollScheduled(startsToday, new Date(2026, 2, 9, 23, 59))).toBe(true);
  expect(canVote(startsToday, new Date(2026, 2, 9, 23, 59))).toBe(false);
  expect(isPollOpen(startsToday, new Date(2026, 2, 10, 0, 0))).toBe(true);
  expect(isPollScheduled(startsToday, new Date(2026, 2, 10, 0, 0))).toBe(false);
  expect(isPollOpen(poll({ startDate: '2026-03-11' }), now)).toBe(false);
  expect(isPollScheduled(poll({ startDate: '2026-03-11', isActive: false }), now)).toBe(false);
});

test('a viewer who has not voted can vote on an open poll', () => {
  expect(canVote(poll(), now)).toBe(true);
});

test('a viewer who has already voted cannot vote again', () => {
  expect(canVote(poll({ hasVoted: true }), now)).toBe(false);
});

test('nobody can vote on a poll that is not open', () => {
  expect(canVote(poll({ isActive: false }), now)).toBe(false);
  expect(canVote(poll({ status: 'completed' }), now)).toBe(false);
  expect(canVote(poll({ endDate: '2026-03-01' }), now)).toBe(false);
});

// --- pollDraftSchema ---

test('a poll draft with title, description, a group and two options is accepted', () => {
  const result = pollDraftSchema.parse(validDraft);
  expect(result.options).toEqual([{ text: 'März' }, { text: 'April' }]);
  expect(result.status).toBe('draft');
  expect(result.isActive).toBe(false);
});

test('a poll draft without a title is refused with the required-fields message', () => {
  expect(messagesOf(pollDraftSchema.safeParse({ ...validDraft, title: '' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('a poll draft without a description is refused with the required-fields message', () => {
  expect(messagesOf(pollDraftSchema.safeParse({ ...validDraft, description: '  ' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('a poll draft without a project group is refused', () => {
  expect(messagesOf(pollDraftSchema.safeParse({ ...validDraft, projectGroupIds: [] }))).toEqual([
    'Bitte wählen Sie mindestens eine Projektgruppe aus.',
  ]);
});

test('a poll draft with a single option is refused', () => {
  expect(messagesOf(pollDraftSchema.safeParse({ ...validDraft, options: [{ text: 'Ja' }] }))).toEqual([
    'Bitte geben Sie mindestens zwei Antwortoptionen ein.',
  ]);
});

test('a poll draft with three option rows of which two are blank is refused', () => {
  const options = [{ text: 'Ja' }, { text: '' }, { text: '   ' }];
  expect(messagesOf(pollDraftSchema.safeParse({ ...validDraft, options }))).toEqual([
    'Bitte geben Sie mindestens zwei Antwortoptionen ein.',
  ]);
});

test('the same answer twice, in another case or with spaces, is refused', () => {
  const options = [{ text: 'Ja' }, { text: ' ja ' }, { text: 'Nein' }];
  expect(messagesOf(pollDraftSchema.safeParse({ ...validDraft, options }))).toEqual([
    'Jede Antwortoption darf nur einmal vorkommen.',
  ]);
  expect(
    pollDraftSchema.safeParse({
      ...validDraft,
      options: [{ text: 'Ja' }, { text: '' }, { text: '' }, { text: 'Nein' }],
    }).success,
  ).toBe(true);
});

test('blank option rows are dropped and the rest trimmed', () => {
  const options = [{ id: 3, text: ' Ja ' }, { text: '' }, { text: 'Nein' }];
  expect(pollDraftSchema.parse({ ...validDraft, options }).options).toEqual([{ id: 3, text: 'Ja' }, { text: 'Nein' }]);
});

test('the draft poll status is labelled Geöscht, as the spec words it', () => {
  expect(pollStatusLabels.draft).toBe('Geöscht');
  expect(pollStatusLabels.active).toBe('Aktiv');
  expect(pollStatusLabels.completed).toBe('Abgeschlossen');
});

// --- pollState ---

test('one state per poll: an active poll past its end date is Abgelaufen, Inaktiv only when switched off or closed', () => {
  expect(pollState(poll(), now)).toBe('open');
  expect(pollState(poll({ endDate: '2026-03-09' }), now)).toBe('ended');
  expect(pollState(poll({ endDate: '2026-03-10' }), now)).toBe('open');
  expect(pollState(poll({ startDate: '2026-03-11' }), now)).toBe('scheduled');
  expect(pollState(poll({ isActive: false, endDate: '2026-03-09' }), now)).toBe('inactive');
  expect(pollState(poll({ status: 'completed' }), now)).toBe('inactive');
  expect(pollState(poll({ status: 'draft' }), now)).toBe('inactive');
  expect(pollStateLabels).toEqual({ open: 'Aktiv', ended: 'Abgelaufen', inactive: 'Inaktiv' });
});
