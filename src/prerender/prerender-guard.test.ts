import { TOKEN_KEY } from '../stores/session';
import { EARLY_CLICK_KEY } from './early-clicks';
import { dropMismatchedPrerender, prerenderGuard } from './prerender-guard';
import {
  LOADING_LAYOUT_MARK,
  OWN_PUBLIC_DATA_KEY,
  PRERENDER_MARK,
  PRERENDER_MARKS,
  SESSION_TOKEN_KEY,
} from '../lib/prerender-marks';

function prerenderedRoot(path: string) {
  document.body.innerHTML = `<div id="root" ${PRERENDER_MARK}="${path}"><h1>Vorgerendert</h1></div>`;
  return document.getElementById('root') as HTMLElement;
}

const keys = { session: SESSION_TOKEN_KEY, ownData: OWN_PUBLIC_DATA_KEY };
const guest = () => ({ getItem: () => null }) as unknown as Storage;
const edited = () => ({ getItem: (key: string) => (key === OWN_PUBLIC_DATA_KEY ? '1' : null) }) as unknown as Storage;
const member = () => ({ getItem: (key: string) => (key === TOKEN_KEY ? 'token-1' : null) }) as unknown as Storage;

describe('dropMismatchedPrerender', () => {
  it('keeps the page for a guest on the path it was rendered for', () => {
    const root = prerenderedRoot('/produkte');
    dropMismatchedPrerender(root, PRERENDER_MARKS, keys, { pathname: '/produkte', search: '' }, guest);
    expect(root.textContent).toBe('Vorgerendert');
    expect(root.getAttribute(PRERENDER_MARK)).toBe('/produkte');
  });

  it.each([
    ['another path (index.html as the fallback of /dashboard)', { pathname: '/dashboard', search: '' }, guest],
    ['a query the page was not rendered with', { pathname: '/produkte', search: '?suche=dienstplan' }, guest],
    ['a signed-in visitor', { pathname: '/produkte', search: '' }, member],
    ['a browser whose demo store holds edited public content', { pathname: '/produkte', search: '' }, edited],
    [
      'storage that cannot be read',
      { pathname: '/produkte', search: '' },
      () => {
        throw new Error('blocked');
      },
    ],
  ])('drops it for %s', (_, location, storage) => {
    const root = prerenderedRoot('/produkte');
    dropMismatchedPrerender(root, PRERENDER_MARKS, keys, location, storage);
    // Until the app renders the page anew, the visitor sees that it is coming, not a blank page.
    expect(root.children).toHaveLength(1);
    expect(root.querySelector('[role="status"]')).toHaveTextContent('Laden...');
    expect(root.hasAttribute(PRERENDER_MARK)).toBe(false);
    expect(root.hasAttribute(LOADING_LAYOUT_MARK)).toBe(false);
  });

  const layout =
    '<div><a href="#main">Zum Hauptinhalt springen</a><header><a href="/login">Login</a></header>' +
    '<nav aria-label="Brotkrümelnavigation">Start</nav><main id="main"><h1>Produkte</h1></main><footer>Impressum</footer></div>';

  it.each([
    ['a guest on another path', { pathname: '/kontakt', search: '' }, guest],
    ['a guest whose demo store holds edited public content', { pathname: '/produkte', search: '' }, edited],
  ])("keeps the header above 'Laden...' for %s: it is the same on every page", (_, location, storage) => {
    const root = prerenderedRoot('/produkte');
    root.innerHTML = layout;
    dropMismatchedPrerender(root, PRERENDER_MARKS, keys, location, storage);
    expect(root.querySelector('header')).toHaveTextContent('Login');
    expect(root.querySelector('a[href="#main"]')).not.toBeNull();
    expect(root.querySelector('main')).toHaveTextContent(/^Laden\.\.\.$/);
    expect(root.querySelector('main [role="status"]')).not.toBeNull();
    expect(root.querySelector('nav, footer')).toBeNull();
    expect(root.hasAttribute(PRERENDER_MARK)).toBe(false);
    // The app's start holds a click on it until the app has drawn the header anew.
    expect(root.hasAttribute(LOADING_LAYOUT_MARK)).toBe(true);
  });

  it.each([
    ['a signed-in visitor', member],
    [
      'storage that cannot be read',
      () => {
        throw new Error('blocked');
      },
    ],
  ])("keeps the header's place, hidden, for %s: a member's header differs from a guest's", (_, storage) => {
    const root = prerenderedRoot('/produkte');
    root.innerHTML = layout;
    dropMismatchedPrerender(root, PRERENDER_MARKS, keys, { pathname: '/produkte', search: '' }, storage);
    expect(root.querySelector('header')).not.toBeVisible();
    expect(root.querySelector('main')).toHaveTextContent(/^Laden\.\.\.$/);
    expect(root.querySelector('nav, footer')).toBeNull();
  });

  it('checks the key the session is stored under', () => {
    expect(SESSION_TOKEN_KEY).toBe(TOKEN_KEY);
  });

  it('runs as the inline script, without anything from outside', () => {
    // jsdom's location is http://localhost:3000/ here.
    const kept = prerenderedRoot(window.location.pathname);
    kept.innerHTML = '<button type="button">Menü öffnen</button>';
    new Function(prerenderGuard)();
    expect(kept.textContent).toBe('Menü öffnen');
    // A tap on a button before the app's script runs is kept for it.
    kept.querySelector('button')?.click();
    const early = () =>
      (window as unknown as Record<string, { target: Element | null; stop(): void }>)[EARLY_CLICK_KEY];
    expect(early()?.target?.textContent).toBe('Menü öffnen');
    early()?.stop();

    // So is a tap on the header kept above 'Laden...' for another page.
    const header = prerenderedRoot('/produkte');
    header.innerHTML = '<div><header><button type="button">Demo-Modus</button></header><main>Produkte</main></div>';
    new Function(prerenderGuard)();
    header.querySelector('button')?.click();
    expect(early()?.target?.textContent).toBe('Demo-Modus');
    early()?.stop();

    const dropped = prerenderedRoot('/produkte');
    new Function(prerenderGuard)();
    expect(dropped.textContent).toBe('Laden...');
  });
});
