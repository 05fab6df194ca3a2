// @vitest-environment node
import { hashPassword, verifyPassword } from './password';

afterEach(() => vi.unstubAllGlobals());

test('without WebCrypto (plain-http LAN address) the lazily loaded fallback derives the same hash', async () => {
  const stored = await hashPassword('geheim1234', 1_000);
  const webCrypto = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: webCrypto.getRandomValues.bind(webCrypto) });
  expect(globalThis.crypto.subtle).toBeUndefined();
  expect(await verifyPassword('geheim1234', stored)).toBe(true);
  expect(await verifyPassword('falsch', stored)).toBe(false);
});
