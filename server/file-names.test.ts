// @vitest-environment node
import { fileNames } from './file-names';

const stored = 'Anhang: stored-file:12 und stored-file:7';

test('without a key a stored file is named by its id, as the provider’s server does', () => {
  const names = fileNames('/api/files/', null);
  expect(names.toWire(stored)).toBe('Anhang: /api/files/12 und /api/files/7');
  expect(names.fromWire(names.toWire(stored))).toBe(stored);
  expect(names.idOf('12')).toBe(12);
});

test('with a key a name carries a signature: it round-trips, and a counted or altered name names no file', () => {
  const names = fileNames('/api/files/', 'geheim');
  const wire = names.toWire(stored);
  expect(wire).toMatch(/^Anhang: \/api\/files\/12\.[\w-]{22} und \/api\/files\/7\.[\w-]{22}$/);
  expect(names.fromWire(wire)).toBe(stored);
  const name = wire.split('/api/files/')[1]!.split(' ')[0]!;
  expect(names.idOf(name)).toBe(12);
  expect(names.idOf('12')).toBeNull();
  expect(names.idOf('13' + name.slice(2))).toBeNull();
  expect(names.fromWire('/api/files/12')).toBe('/api/files/12');
  expect(fileNames('/api/files/', 'anderer Schlüssel').idOf(name)).toBeNull();
});
