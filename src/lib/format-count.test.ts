import { formatCount } from './format-count';

test('a count reads as German number formatting writes it, without ICU', () => {
  for (const n of [0, 7, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 1_000_000_000, -1, -1234, -1_234_567])
    expect(formatCount(n)).toBe(n.toLocaleString('de-DE'));
});
