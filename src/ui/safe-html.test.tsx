import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';

test('content keeps its markup but loses scripts, handlers, inline styles and a second h1', () => {
  const { container } = render(
    <SafeHtml html={'<h1>Titel</h1><p style="position:fixed;inset:0" onclick="alert(1)">Text <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>'} />,
  );
  const root = container.firstElementChild!;
  expect(root.querySelector('h2')).toHaveTextContent('Titel');
  expect(root.querySelector('h1')).toBeNull();
  const paragraph = root.querySelector('p')!;
  expect(paragraph).toHaveTextContent('Text x');
  expect(paragraph.hasAttribute('style')).toBe(false);
  expect(paragraph.hasAttribute('onclick')).toBe(false);
  expect(root.querySelector('a')!.getAttribute('href')).toBeNull();
  expect(root.querySelector('script')).toBeNull();
});
