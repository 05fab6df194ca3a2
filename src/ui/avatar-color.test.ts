import { contrast, fromHex } from '../testing/contrast';
import { avatarColor } from './avatar-color';

test('every avatar colour keeps white initials above 4.5:1', () => {
  for (let id = 0; id < 12; id++)
    expect(contrast(fromHex(avatarColor(id)), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
});

test('a person keeps one colour; neighbours get different ones', () => {
  expect(avatarColor(2)).toBe(avatarColor(2));
  expect(new Set([1, 2, 3, 4, 5, 6].map(avatarColor)).size).toBe(6);
});
