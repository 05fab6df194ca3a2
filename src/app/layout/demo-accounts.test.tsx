import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DemoAccountNow, DemoControls, Repository } from '../../data/repository';
import { setRepository } from '../../data/repository-instance';
import { demoAccounts, sampleMembers } from '../../data/demo/demo-accounts';
import { getByRoleHolding } from '../../testing/queries';
import { DemoAccounts } from './demo-accounts';

function showAccounts(now: DemoAccountNow[]) {
  const demo = { accounts: demoAccounts, sampleMembers, accountsNow: async () => now };
  // The panel re-reads after writes to users: a store that reports none.
  setRepository({ subscribe: () => () => {} } as Partial<Repository> as Repository);
  render(
    <MemoryRouter>
      <DemoAccounts demo={demo as Partial<DemoControls> as DemoControls} onSwitched={() => {}} />
    </MemoryRouter>,
  );
}

const account = (email: string, samplePassword = true): DemoAccountNow => ({ email, name: email, samplePassword });

test('a changed password is no longer shown, and a deleted account is marked as deleted', async () => {
  showAccounts([account('nutzer@example.com', false)]);
  await screen.findByText('nutzer@example.com');
  const member = getByRoleHolding('listitem', 'nutzer@example.com');
  expect(member).toHaveTextContent('Passwort geändert');
  expect(within(member).queryByText('nutzer1234')).toBeNull();
  expect(getByRoleHolding('listitem', 'admin@example.com')).toHaveTextContent('(gelöscht)');
});

test('the sample passwords show while the accounts still have them', async () => {
  showAccounts([account('admin@example.com'), account('nutzer@example.com')]);
  expect(await screen.findByText('admin1234')).toBeVisible();
  expect(screen.getByText('nutzer1234')).toBeVisible();
});
