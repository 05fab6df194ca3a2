import { render, screen, within } from '@testing-library/react';
import { AvatarGroup } from './avatar-group';

const people = [
  'Anna Admin',
  'Nina Nutzer',
  'Julia Hoffmann',
  'Sabine Krüger',
  'Thomas Becker',
  'Mehmet Yılmaz',
  'Lena Schulz',
].map((name, i) => ({ id: i + 1, name }));
const items = () => within(screen.getByRole('list', { name: 'Zugewiesen an' })).getAllByRole('listitem');

test('five avatars with initials, then +N for the rest, whose names screen readers hear', () => {
  render(<AvatarGroup people={people} label="Zugewiesen an" />);
  expect(items()).toHaveLength(6);
  const shown = [
    ['AA', 'Anna Admin'],
    ['NN', 'Nina Nutzer'],
    ['JH', 'Julia Hoffmann'],
    ['SK', 'Sabine Krüger'],
    ['TB', 'Thomas Becker'],
  ] as const;
  for (const [initials, name] of shown) expect(within(screen.getByTitle(name)).getByText(initials)).toBeInTheDocument();
  expect(screen.queryByTitle('Mehmet Yılmaz')).not.toBeInTheDocument();
  const more = items()[5]!;
  expect(within(more).getByText('+2')).toHaveAttribute('aria-hidden', 'true');
  expect(within(more).getByText('und 2 weitere: Mehmet Yılmaz, Lena Schulz')).toBeInTheDocument();
  expect(within(more).getByTitle('Mehmet Yılmaz, Lena Schulz')).toBeInTheDocument();
});

test('exactly five people show no +N', () => {
  render(<AvatarGroup people={people.slice(0, 5)} label="Zugewiesen an" />);
  expect(items()).toHaveLength(5);
  expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
});
