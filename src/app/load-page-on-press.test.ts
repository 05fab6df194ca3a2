import { loadPageOnPress } from './load-page-on-press';

function area(html: string, loaded: string[]) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  loadPageOnPress(element, (path) => loaded.push(path));
  return element;
}

const press = (element: Element, init: PointerEventInit = {}) =>
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, ...init }));

afterEach(() => document.body.replaceChildren());

test('a press on a link to this site loads its page before the click, also from an element inside the link', () => {
  const loaded: string[] = [];
  const links = area('<a href="/produkte?kategorie=2"><span>Produkte</span></a><a href="/login">Login</a>', loaded);
  press(links.querySelector('span')!);
  press(links.querySelector('a[href="/login"]')!);
  expect(loaded).toEqual(['/produkte?kategorie=2', '/login']);
});

test('links the browser follows itself, other buttons and modified presses load nothing', () => {
  const loaded: string[] = [];
  const links = area(
    '<a href="https://example.org/">Extern</a><a href="/services" target="_blank">Neu</a>' +
      '<a href="/files/a.pdf" download>Datei</a><a href="/kontakt">Kontakt</a><button type="button">Mehr</button>',
    loaded,
  );
  for (const element of links.querySelectorAll('a:not([href="/kontakt"]), button')) press(element);
  const contact = links.querySelector('a[href="/kontakt"]')!;
  press(contact, { button: 2 });
  press(contact, { ctrlKey: true });
  press(contact, { metaKey: true });
  expect(loaded).toEqual([]);
});
