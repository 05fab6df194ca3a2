import { TOKEN_KEY } from '../stores/session';
import { EARLY_CLICK_KEY } from './early-clicks';
import { dropMismatchedPrerender, prerenderGuard } from './prerender-guard';
import { OWN_PUBLIC_DATA_KEY, PRERENDER_MARK, SESSION_TOKEN_KEY } from '../lib/prerender-marks';

function prerenderedRoot(path: string) {
  document.body.innerHTML = `<div id="root" ${PRERENDER_MARK}="${path}"><h1>Vorgerendert</h1></div>`;
  return document.getElementById('root') as HTMLElement;
}

const guest = () => ({ getItem: () => null }) as unknown as Storage;
const edited = () => ({ getItem: (key: string) => (key === OWN_PUBLIC_DATA_KEY ? '1' : null) }) as unknown as Storage;
const member = () => ({ getItem: (key: string) => (key === TOKEN_KEY ? 'token-1' : null) }) as unknown as Storage;

describe('dropMismatchedPrerender', () => {
  it('keeps the page for a guest on the path it was rendered for', () => {
    const root = prerenderedRoot('/produkte');
    dropMismatchedPrerender(
      root,
      PRERENDER_MARK,
      [SESSION_TOKEN_KEY, OWN_PUBLIC_DATA_KEY],
      { pathname: '/produkte', search: '' },
      guest,
    );
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
    dropMismatchedPrerender(root, PRERENDER_MARK, [SESSION_TOKEN_KEY, OWN_PUBLIC_DATA_KEY], location, storage);
    // Until the app renders the page anew, the visitor sees that it is coming, not a blank page.
    expect(root.children).toHaveLength(1);
    expect(root.querySelector('[role="status"]')).toHaveTextContent('Laden...');
    expect(root.hasAttribute(PRERENDER_MARK)).toBe(false);
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
    const early = (window as unknown as Record<string, { target: Element | null; stop(): void }>)[EARLY_CLICK_KEY];
    expect(early?.target?.textContent).toBe('Menü öffnen');
    early?.stop();

    const dropped = prerenderedRoot('/produkte');
    new Function(prerenderGuard)();
    expect(dropped.textContent).toBe('Laden...');
  });
});
