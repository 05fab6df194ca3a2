import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { repository } from '../../data/repository-instance';
import { useRepositoryRead } from '../../data/use-repository-read';
import type { DemoAccountNow, DemoControls } from '../../data/repository';
import { landingPathFor } from '../../domain/roles';
import { demoAccountTexts } from '../../features/auth/texts';
import { useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import styles from './demo-badge.module.css';

const demoAccountsTexts = {
  heading: 'Demo-Zugänge',
  passwordChanged: 'Passwort geändert',
  removed: 'gelöscht',
  current: 'angemeldet',
  more: 'Weitere Beispiel-Mitglieder',
  reading: 'Die Zugänge werden gelesen …',
  switched: (name: string) => `Sie sehen die Seite jetzt als ${name}.`,
  switchFailed: 'Der Wechsel ist nicht gelungen. Bitte melden Sie sich über „Abmelden“ neu an.',
} as const;

/**
 * The demo's accounts as the store has them now (read afresh each time the panel opens): a password that was
 * changed is no longer shown, a deleted account is marked. Signed in, each other account offers a one-click switch
 * that lands on that role's start page.
 */
export function DemoAccounts({ demo, onSwitched }: { demo: DemoControls; onSwitched: () => void }) {
  const navigate = useNavigate();
  const currentEmail = useSession((session) => session.user?.email ?? null);
  const read = useRepositoryRead(['demo-accounts'], () => demo.accountsNow(), { reads: ['users'] });
  const [switching, setSwitching] = useState(false);

  async function switchTo(email: string) {
    setSwitching(true);
    try {
      const session = await demo.signInAs(email);
      // Ends the session being left: the request takes the old token with it when it starts.
      repository()
        .auth.logout()
        .catch(() => {});
      useSession.getState().signIn(session);
      onSwitched();
      toast.success(demoAccountsTexts.switched(session.user.name));
      navigate(landingPathFor(session.user));
    } catch {
      toast.error(demoAccountsTexts.switchFailed);
      setSwitching(false);
    }
  }

  if (read.status === 'loading') return <p className={styles.storage}>{demoAccountsTexts.reading}</p>;
  // Unread, every account shows as changed: no password is offered that may not work.
  const accounts = new Map<string, DemoAccountNow>(
    read.status === 'ready' ? read.data.map((account) => [account.email, account]) : [],
  );
  const password = (email: string, sample: string) =>
    accounts.get(email)?.samplePassword ? <code>{sample}</code> : demoAccountsTexts.passwordChanged;

  return (
    <>
      <h3>{demoAccountsTexts.heading}</h3>
      <ul className={styles.accounts}>
        {demo.accounts.map((account) => {
          const texts = demoAccountTexts[account.role];
          const present = accounts.has(account.email);
          return (
            <li key={account.email}>
              <span>
                <strong>{texts.label}:</strong> <code>{account.email}</code>{' '}
                {present ? <>/ {password(account.email, account.password)}</> : `(${demoAccountsTexts.removed})`}
              </span>
              {currentEmail === account.email ? (
                <span>({demoAccountsTexts.current})</span>
              ) : (
                currentEmail &&
                present && (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={switching}
                    onClick={() => void switchTo(account.email)}
                  >
                    {texts.view}
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
      <details className={styles.members}>
        <summary>
          {demoAccountsTexts.more} (Passwort <code>{demo.sampleMembers.password}</code>)
        </summary>
        <ul className={styles.accounts}>
          {demo.sampleMembers.people.flatMap((person) => {
            const now = accounts.get(person.email);
            if (!now) return [];
            return [
              <li key={person.email}>
                {now.name}: <code>{person.email}</code>
                {!now.samplePassword && ` (${demoAccountsTexts.passwordChanged})`}
              </li>,
            ];
          })}
        </ul>
      </details>
    </>
  );
}
