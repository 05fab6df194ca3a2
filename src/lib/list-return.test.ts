import { listReturnState, listSearchFrom } from './list-return';

test('a list’s query string travels in the state and comes back out', () => {
  expect(listSearchFrom(listReturnState('?q=Python&kategorie=Beratung'))).toBe('?q=Python&kategorie=Beratung');
});

test('a visit without list state, or with foreign state, returns to the plain list', () => {
  for (const state of [
    null,
    undefined,
    'x',
    {},
    { listSearch: 3 },
    { listSearch: 'https://example.org' },
    listReturnState(''),
  ]) {
    expect(listSearchFrom(state)).toBe('');
  }
});
