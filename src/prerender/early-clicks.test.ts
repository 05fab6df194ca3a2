import { holdEarlyClicks } from './early-clicks';

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

test('a link tapped while the app starts is held, its path told at once, and clicked again once the app is live', () => {
  const root = page('<a href="/produkte?kategorie=2">Produkte</a>');
  const held: string[] = [];
  const early = holdEarlyClicks(root, (path) => held.push(path));
  const link = root.querySelector('a')!;

  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  expect(held).toEqual(['/produkte?kategorie=2']);

  const replayed: Event[] = [];
  link.addEventListener('click', (event) => {
    replayed.push(event);
    event.preventDefault();
  });
  early.replay();
  expect(replayed).toHaveLength(1);
});

test('a button, a link to another site and a link to a new tab are held without loading a page of this site', () => {
  const root = page(
    '<button type="button">Mehr</button><a href="https://example.org/">Extern</a><a href="/services" target="_blank">Neu</a>',
  );
  const held: string[] = [];
  holdEarlyClicks(root, (path) => held.push(path));
  for (const element of root.querySelectorAll('a, button'))
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(held).toEqual([]);
});

test('on the header kept above the loading notice, a click waits for the header the app draws in its place', () => {
  const header = '<header><a href="/">Start</a><button type="button">Demo-Modus</button></header>';
  const root = page(`<a href="#main">Zum Hauptinhalt springen</a>${header}<main><p>Laden...</p></main>`);
  const early = holdEarlyClicks(root, () => {}, root.querySelector('header')!);

  // The skip link is no control of the header: it works as it always does.
  const skip = new MouseEvent('click', { bubbles: true, cancelable: true });
  root.querySelector('a[href="#main"]')!.dispatchEvent(skip);
  expect(skip.defaultPrevented).toBe(false);
  root.querySelector('button')!.click();

  // The app's first render replaces everything in #root.
  root.innerHTML = `${header}<main><p>Laden...</p></main>`;
  const opened: string[] = [];
  root.querySelector('button')!.addEventListener('click', () => opened.push('Demo-Modus'));
  early.replay();
  expect(opened).toEqual(['Demo-Modus']);
});

test('a held click reaches no control where the header the app drew has none that says the same', () => {
  const root = page('<header><button type="button">Menü öffnen</button></header>');
  const early = holdEarlyClicks(root, () => {}, root.querySelector('header')!);
  root.querySelector('button')!.click();

  root.innerHTML = '<header><button type="button">Benachrichtigungen</button></header>';
  const clicked: string[] = [];
  root.querySelector('button')!.addEventListener('click', () => clicked.push('Benachrichtigungen'));
  early.replay();
  expect(clicked).toEqual([]);
});

test('a held click outside a header reaches nothing once its element is gone, whatever the header says', () => {
  const root = page('<header><a href="/kontakt">Kontakt</a></header><footer><a href="/kontakt">Kontakt</a></footer>');
  const early = holdEarlyClicks(root, () => {});
  root.querySelector('footer a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  root.querySelector('footer')!.remove();
  const clicked: string[] = [];
  root.querySelector('header a')!.addEventListener('click', (event) => {
    event.preventDefault();
    clicked.push('Kontakt');
  });
  early.replay();
  expect(clicked).toEqual([]);
});
