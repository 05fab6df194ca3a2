// @vitest-environment node
// The repository's own server, the /api façade over a seeded demo store: every call is read as it is sent.
import { createApiFacade } from '../../server/api-facade';
import { createTestContext, demoSeed } from '../../src/testing/demo-context';
import { reads } from './calls';
import { runCheck } from './check';
import { lineText, summaryText } from './report';

async function facadeFetch(): Promise<typeof fetch> {
  const ctx = await createTestContext();
  const facade = createApiFacade({ db: ctx.db, seed: demoSeed, now: ctx.now });
  return async (input, init) => facade.handle(new Request(input, init));
}

test('against the façade, as an admin with the write round trip, every call is readable', async () => {
  const report = await runCheck({
    base: 'http://kiz.test/api',
    email: 'admin@example.com',
    password: 'admin1234',
    writes: true,
    fetch: await facadeFetch(),
    now: () => new Date(2026, 11, 1, 12, 0, 5),
  });
  const notReadable = report.lines.filter((line) => line.verdict !== 'readable').map(lineText);
  expect(notReadable).toEqual([]);
  expect(report.ok).toBe(true);
  // Every read of every role was made (configurations once per key), then the round trip.
  const probed = new Set(report.lines.map((line) => line.name));
  for (const call of [...reads.guest, ...reads.member, ...reads.admin]) expect(probed).toContain(call.name);
  for (const name of ['categories.create', 'products.create', 'tasks.create', 'comments.create', 'users.remove'])
    expect(probed).toContain(name);
  expect(report.notes[0]).toBe(
    "Schreibprobe: legt eigene Einträge mit dem Titel 'api:check 2026-12-01 12:00:05' an, liest sie zurück und " +
      'löscht sie wieder.',
  );
  expect(summaryText(report)[0]).toMatch(
    /^\d+ Aufrufe: \d+ lesbar, 0 mit Standardwerten, 0 mit ausgelassenen Einträgen, 0 unlesbar$/,
  );
});

test('a guest run probes the public reads only and says how to check the rest; a member skips the admin reads', async () => {
  const fetch = await facadeFetch();
  const guest = await runCheck({ base: 'http://kiz.test/api/', fetch });
  expect(new Set(guest.lines.map((line) => line.name))).toEqual(new Set(reads.guest.map((call) => call.name)));
  expect(guest.notes).toEqual(['Aufrufe von Mitgliedern und Admins übersprungen: mit --email und --password prüfen.']);
  const member = await runCheck({
    base: 'http://kiz.test/api',
    email: 'nutzer@example.com',
    password: 'nutzer1234',
    writes: true,
    fetch,
  });
  expect(member.lines.every((line) => line.verdict === 'readable' || line.verdict === 'skipped')).toBe(true);
  expect(member.lines.some((line) => line.name === 'users.list')).toBe(false);
  expect(member.notes).toEqual([
    'Aufrufe nur für Admins übersprungen: das Konto ist kein Admin.',
    'Schreibprobe übersprungen: sie braucht ein Admin-Konto.',
  ]);
});
