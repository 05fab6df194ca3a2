import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

test('content keeps its markup but loses scripts, handlers, inline styles and a second h1', () => {
  const { container } = render(
    <SafeHtml
      html={
        '<h1>Titel</h1><p style="position:fixed;inset:0" onclick="alert(1)">Text <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>'
      }
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Titel' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  const paragraph = screen.getByRole('paragraph');
  expect(paragraph).toHaveTextContent('Text x');
  expect(paragraph).not.toHaveAttribute('style');
  expect(paragraph).not.toHaveAttribute('onclick');
  expect(screen.getByText('x')).not.toHaveAttribute('href');
  expect(container.innerHTML).not.toContain('<script');
});

test('a <style> in the content goes, with its rules', () => {
  // A leading <style> lands in the parsed document's head and is dropped anyway; after content it stays in the body.
  const { container } = render(
    <SafeHtml html={'<p>Öffnungszeiten</p><style>body{display:none}</style><p>Montag</p>'} />,
  );
  expect(container.innerHTML).not.toContain('<style');
  expect(container).toHaveTextContent(/^ÖffnungszeitenMontag$/);
});

test('a form and its controls go; the text around them stays', () => {
  const { container } = render(
    <SafeHtml
      html={
        '<form action="https://evil.example/login" aria-label="Anmeldung"><p>Bitte melden Sie sich an</p>' +
        '<input name="password" type="password"><textarea>Notiz</textarea><select><option>Eins</option></select>' +
        '<button type="submit">Senden</button></form>'
      }
    />,
  );
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(container.innerHTML).not.toMatch(/<(form|input|textarea|select|option|button)\b/);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.getByText('Bitte melden Sie sich an')).toBeInTheDocument();
});

test('images from other sites, with script or blob: URLs go; the site’s own and data: images stay', () => {
  const dataImage = 'data:image/png;base64,iVBORw0KGgo=';
  const blobImage = `blob:${window.location.origin}/6f1c2a`;
  const { container } = render(
    <SafeHtml
      html={
        '<p><img src="https://evil.example/x.png" alt="Fremdes Bild"><img src="//evil.example/y.png" alt="Ohne Schema">' +
        '<img src="javascript:alert(1)" alt="Skript"><img alt="Ohne Quelle">' +
        `<img src="${blobImage}" alt="Hochgeladenes Bild"></p>` +
        `<p><img src="/images/hero/home.svg" alt="Eigenes Bild" srcset="https://evil.example/x.png 2x">` +
        `<img src="${window.location.origin}/images/a.png" alt="Absolut eigenes Bild">` +
        `<img src="${dataImage}" alt="Eingebettetes Bild"></p>` +
        '<video src="https://evil.example/v.mp4" poster="https://evil.example/p.png"></video>' +
        '<table background="https://evil.example/bg.png"><tbody><tr><td>Zelle</td></tr></tbody></table>'
      }
    />,
  );
  expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
    'Eigenes Bild',
    'Absolut eigenes Bild',
    'Eingebettetes Bild',
  ]);
  expect(screen.getByRole('img', { name: 'Eigenes Bild' })).toHaveAttribute('src', '/images/hero/home.svg');
  expect(screen.getByRole('img', { name: 'Eigenes Bild' })).not.toHaveAttribute('srcset');
  expect(screen.getByRole('img', { name: 'Eingebettetes Bild' })).toHaveAttribute('src', dataImage);
  // The video stays without its source and poster, the table without its background.
  expect(container.innerHTML).toContain('<video></video>');
  expect(screen.getByRole('table')).not.toHaveAttribute('background');
  expect(container.innerHTML).not.toContain('evil.example');
});

test('ordinary formatting, lists, tables and links stay as written', () => {
  const html =
    '<h2>Anschrift</h2><p><strong>KI-Kompetenzzentrum</strong> <em>Sozialwirtschaft</em><br>Musterstraße 1</p>' +
    '<ul><li>Telefon</li><li>E-Mail</li></ul><blockquote>Zitat</blockquote>' +
    '<p><a href="https://example.org/datenschutz" rel="noopener">Mehr erfahren</a> oder ' +
    '<a href="/kontakt">Kontakt</a> oder <a href="mailto:info@example.org">schreiben</a></p>';
  const { container } = render(<SafeHtml html={html} />);
  expect(container.innerHTML).toBe(`<div>${html}</div>`);
  expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
    'href',
    'https://example.org/datenschutz',
  );
  expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
  expect(screen.getByRole('heading', { level: 2, name: 'Anschrift' })).toBeInTheDocument();
});
