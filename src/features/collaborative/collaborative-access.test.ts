import { isProjectOverdue } from './collaborative-access';

const now = new Date(2026, 10, 24, 12, 0, 0);

test('a collaborative project is overdue by SPEC §4’s rule: deadline past and not completed', () => {
  expect(isProjectOverdue({ status: 'active', deadline: '2026-11-20' }, now)).toBe(true);
  expect(isProjectOverdue({ status: 'archived', deadline: '2026-11-20' }, now)).toBe(true);
  expect(isProjectOverdue({ status: 'completed', deadline: '2026-11-20' }, now)).toBe(false);
});

test('a deadline of today is not overdue before the day is over, and no deadline is never overdue', () => {
  expect(isProjectOverdue({ status: 'active', deadline: '2026-11-24' }, now)).toBe(false);
  expect(isProjectOverdue({ status: 'active', deadline: null }, now)).toBe(false);
});
