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
