import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { Header } from './header';

const showHeaderAt = (path: string) => renderRoute([{ path: '*', element: <Header /> }], path);
const navigation = () => within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));

test.each([
  ['/produkte', 'Produkte'],
  ['/produkte/3', 'Produkte'],
  ['/Services', 'Services'],
  ['/kontakt', 'Kontakt'],
])('on %s the header marks %s, and only it, as the current page', async (path, section) => {
  await showHeaderAt(path);
  expect(navigation().getAllByRole('link', { current: 'page' })).toEqual([
    navigation().getByRole('link', { name: section }),
  ]);
});

test('the start page is no section; a section followed from it is marked', async () => {
  await showHeaderAt('/');
  expect(navigation().queryAllByRole('link', { current: 'page' })).toEqual([]);

  fireEvent.click(navigation().getByRole('link', { name: 'Services' }));
  expect(await navigation().findByRole('link', { current: 'page' })).toHaveAccessibleName('Services');
});
