// @vitest-environment node
import { fileNames } from './file-names';

test('without a key a stored file is named by its id, as the provider’s server does', () => {
  const names = fileNames('/api/files/', null);
  expect(names.toWire('stored-file:12')).toBe('/api/files/12');
  expect(names.fromWire('/api/files/12')).toBe('stored-file:12');
  expect(names.fromWire('http://192.168.1.20:8080/api/files/12')).toBe('stored-file:12');
  expect(names.idOf('12')).toBe(12);
});

test('with a key a name carries a signature: it round-trips, and a counted or altered name names no file', () => {
  const names = fileNames('/api/files/', 'geheim');
  const wire = names.toWire('stored-file:12');
  expect(wire).toMatch(/^\/api\/files\/12\.[\w-]{22}$/);
  expect(names.fromWire(wire)).toBe('stored-file:12');
  const name = wire.slice('/api/files/'.length);
  expect(names.idOf(name)).toBe(12);
  expect(names.idOf('12')).toBeNull();
  expect(names.idOf('13' + name.slice(2))).toBeNull();
  expect(names.fromWire('/api/files/12')).toBe('/api/files/12');
  expect(fileNames('/api/files/', 'anderer Schlüssel').idOf(name)).toBeNull();
});

test('only a whole value is a name: text that mentions a file stays as it is, both ways', () => {
  const names = fileNames('/api/files/', 'geheim');
  const wire = names.toWire('stored-file:12');
  for (const text of ['Siehe stored-file:12', 'stored-file:12 ', `Anhang: ${wire}`, `${wire}#x`])
    expect([names.toWire(text), names.fromWire(text)]).toEqual([text, text]);
});
