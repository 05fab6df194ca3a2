import { changedByDexieParts } from './changed-tables';
import { mergeChanged, touches, type Changed, type Key } from './changes';

const change = (...keys: Key[]): Changed => new Set(keys);

describe('touches', () => {
  test('a change of one task’s comments concerns that task’s comments and any reader of all comments', () => {
    const comment = change('comments task 1');
    expect(touches(comment, ['comments task 1'])).toBe(true);
    expect(touches(comment, ['comments'])).toBe(true);
    expect(touches(comment, ['comments task 2'])).toBe(false);
    // Not the task, nor its project or people.
    expect(touches(comment, ['tasks task 1', 'projects', 'users', 'groups'])).toBe(false);
  });

  test('a part of one kind does not stand for a part of another: task 1 is not project 1', () => {
    expect(touches(change('tasks project 1'), ['tasks task 1'])).toBe(false);
    expect(touches(change('tasks task 5', 'tasks project 1'), ['tasks project 1'])).toBe(true);
    expect(touches(change('polls poll 3'), ['polls poll 4', 'users'])).toBe(false);
    expect(touches(change('polls poll 3'), ['polls poll 3'])).toBe(true);
  });

  test('a change that names no part (the demo store, the provider’s /api) concerns every part of its resource', () => {
    expect(touches(change('comments'), ['comments task 2'])).toBe(true);
    expect(touches(change('comments'), ['tasks task 2'])).toBe(false);
    const demo = changedByDexieParts({ 'idb://kiz/likes/': {} }, 'kiz');
    expect(demo).toEqual(new Set(['comments']));
    expect(touches(demo!, ['comments task 7'])).toBe(true);
  });

  test('everything, a sign-in or sign-out, and a reader that has not said are always concerned', () => {
    expect(touches('everything', ['comments task 1'])).toBe(true);
    expect(touches(change('auth'), ['comments task 1'])).toBe(true);
    expect(touches(change('comments task 1'), 'everything')).toBe(true);
    expect(touches(change('comments task 1'), [])).toBe(false);
  });

  test('merged changes keep each part', () => {
    const merged = mergeChanged(change('comments task 1'), change('polls poll 3'));
    expect(touches(merged, ['polls poll 3'])).toBe(true);
    expect(touches(merged, ['comments task 2', 'polls poll 2'])).toBe(false);
    expect(mergeChanged(merged, 'everything')).toBe('everything');
  });
});
