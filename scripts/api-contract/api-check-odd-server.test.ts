// @vitest-environment node
// A server that answers differently from the façade, started here on a free port: each odd answer has its verdict.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runCheck } from './check';
import type { Line, Report } from './report';

type Answer = [status: number, body: string, contentType?: string];
const json = (body: unknown, status = 200): Answer => [status, JSON.stringify(body)];

const fullProduct = {
  ...{ id: '7', title: 'Voll', description: 'd', fullDescription: 'f', imageUrl: null, additionalImages: [] },
  ...{ featured: true, technologies: ['KI'], category: 'Tools', status: 'published', features: [], createdBy: 1 },
  ...{ createdAt: '2026-01-01T00:00:00Z', updatedAt: null, ourOwnField: { anything: 1 } },
};

/** GET answers by path (under /api); anything else is a route this server does not have. */
const answers: Record<string, Answer> = {
  '/public/products': json({
    data: [{ id: '1', title: 'Nur Titel', extra: 'x' }, fullProduct, { title: 'Ohne id', description: 'd' }],
  }),
  '/public/products/featured': json({ success: false, message: 'Wartung' }),
  '/public/products/1': json({ data: { id: '1', title: 'Nur Titel', description: null, status: 'archiviert' } }),
  '/public/products/1/similar': json({ message: 'kaputt' }, 500),
  '/categories/public/active': [200, '<!doctype html><title>Anmeldung</title>', 'text/html'],
  '/public/configurations/hero': json({ settings: { file: '/hero.png', opacity: 0.3, imageDescription: 'Bild' } }),
  '/public/configurations/product-hero': json({ file: null, opacity: 0.5, imageDescription: '' }),
  '/public/configurations/service-hero': json({ data: { settings: { file: null, imageDescription: '' } } }),
  '/projects': json({ items: [] }),
  '/projects/featured': [200, '[]', 'text/plain'],
  'POST /whitelisted-emails/check': json({ ok: true }),
  'POST /login': json({ token: 't-1', user: { id: '5', name: 'Ada', role: 'user' } }),
  '/notifications': json({ message: 'Sitzung abgelaufen' }, 401),
};

let server: Server;
let base: string;
const authorization = new Map<string, string | undefined>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').replace(/^\/api/, '');
    authorization.set(`${req.method} ${path}`, req.headers.authorization);
    const [status, body, type = 'application/json'] =
      answers[req.method === 'GET' ? path : `${req.method} ${path}`] ?? json({ message: 'Not Found' }, 404);
    req.resume();
    res.writeHead(status, { 'Content-Type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

let report: Report;
const line = (name: string, path?: string): Line => {
  const found = report.lines.find((l) => l.name === name && (path === undefined || l.path === path));
  if (!found) throw new Error(`no line for ${name}`);
  return found;
};
const verdictOf = (name: string, path?: string) => {
  const { verdict, details } = line(name, path);
  return { verdict, details };
};

beforeAll(async () => {
  report = await runCheck({ base, email: 'ada@example.com', password: 'geheim123' });
});

test('omitted fields, null and a value of another type are read with defaults, each named with its default', () => {
  expect(verdictOf('publicProducts.get')).toEqual({
    verdict: 'defaults',
    details: expect.arrayContaining([
      "description ist null → ''",
      "fullDescription fehlt → ''",
      'status nicht lesbar (string) → "draft"',
      'features fehlt → []',
      'createdBy fehlt → null',
      'Zahlen als Text gelesen: id',
    ]) as unknown,
  });
});

test('an unreadable row is dropped with the reason; string ids and extra fields are read; the rest of the list shows', () => {
  const { verdict, details } = verdictOf('publicProducts.list');
  expect(verdict).toBe('dropped');
  expect(details[0]).toBe('1 von 3 ausgelassen: Produkte: Eintrag 3 ausgelassen, Feld id nicht lesbar');
  // The first row lacks most fields; the full one (string id, an extra field) lacks none.
  expect(details).toContain("description fehlt (1 von 2) → ''");
  expect(details).toContain('Zahlen als Text gelesen: id');
});

test('a 500, success: false, a wrong content type, a missing route and a shape the adapter does not read are unreadable', () => {
  expect(verdictOf('publicProducts.similar')).toEqual({
    verdict: 'unreadable',
    details: ['HTTP 500 (kaputt)', 'die App zeigt stattdessen das Produkt ohne ähnliche Produkte'],
  });
  expect(verdictOf('publicProducts.featured')).toEqual({
    verdict: 'unreadable',
    details: ['success: false (Wartung)', 'bricht: Startseite (/)'],
  });
  expect(verdictOf('categories.listActive')).toEqual({
    verdict: 'unreadable',
    details: [
      'keine JSON-Antwort (Content-Type: text/html)',
      'bricht: Produktkatalog (/produkte), Administration: Produkte',
    ],
  });
  expect(verdictOf('footerPages.list').details).toEqual([
    '404 (Not Found): GET /footer-pages gibt es auf dem Server nicht',
    "bricht: Fußzeile 'Rechtliches' (jede Seite), Administration: Footer-Seiten",
  ]);
  expect(verdictOf('projects.list').details[0]).toBe(
    'keine Liste: die App liest eine Liste, bar oder in data; bekommen: ein Objekt mit items',
  );
});

test('a detail read whose list could not be read is skipped, saying why', () => {
  expect(verdictOf('categories.get')).toEqual({
    verdict: 'skipped',
    details: ['categories.listActive wurde nicht gelesen'],
  });
});

test('JSON sent as text/plain is read, with a note; each shape of a hero setting is read', () => {
  expect(verdictOf('projects.featured')).toEqual({
    verdict: 'readable',
    details: ['Content-Type ist text/plain; die App liest das JSON trotzdem'],
  });
  expect(verdictOf('configurations.getPublic', '/public/configurations/hero').verdict).toBe('readable');
  expect(verdictOf('configurations.getPublic', '/public/configurations/product-hero').verdict).toBe('readable');
  expect(verdictOf('configurations.getPublic', '/public/configurations/service-hero')).toEqual({
    verdict: 'defaults',
    details: ['opacity fehlt → 0.5'],
  });
  expect(verdictOf('whitelist.check')).toEqual({
    verdict: 'defaults',
    details: [
      'keines von allowed, whitelisted, isWhitelisted: die App lässt die Registrierung weitergehen, /register entscheidet',
    ],
  });
});

test('the sign-in goes without a token and later reads carry it; a 401 on a member read ends the session', () => {
  expect(line('auth.login').verdict).toBe('defaults');
  expect(line('auth.login').details).toContain("user.email fehlt → ''");
  expect(authorization.get('POST /login')).toBeUndefined();
  expect(authorization.get('GET /notifications')).toBe('Bearer t-1');
  expect(verdictOf('notifications.list').details).toEqual([
    '401 (Sitzung abgelaufen): der Server nimmt die Sitzung nicht an; die App meldet ab und schickt zur Anmeldung',
    'bricht: Benachrichtigungen (Glocke in der Kopfzeile)',
  ]);
  expect(report.notes).toContain('Aufrufe nur für Admins übersprungen: das Konto ist kein Admin.');
});

test('the summary counts each verdict and the run fails, naming the screens that would', () => {
  const { summary } = report;
  expect(summary.calls).toBe(summary.readable + summary.defaults + summary.dropped + summary.unreadable);
  expect(summary.dropped).toBe(1);
  expect(report.ok).toBe(false);
  expect(summary.failingScreens).toEqual(expect.arrayContaining(['Startseite (/)', 'Produktkatalog (/produkte)']));
  expect(summary.failingScreens).not.toContain('Services (/services)');
});
