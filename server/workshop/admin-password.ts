// The facilitator's password: chosen on the command line, or generated where it would otherwise be new or public.
import { randomInt } from 'node:crypto';
import { demoAccounts } from '../../src/data/demo/demo-accounts';
import type { DemoDatabase } from '../../src/data/demo/db';
import { verifyPassword } from '../../src/data/demo/password';
import { forgetSignInFailures } from '../../src/data/demo/sign-in-throttle';
import type { WorkshopOptions } from './options';
import { ADMIN_EMAIL, setAdminPassword } from './state';

const PUBLIC_ADMIN_PASSWORD = demoAccounts.find((account) => account.email === ADMIN_EMAIL)?.password ?? '';
const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Twelve letters and digits without look-alikes (0/O, 1/l/I), to be typed from the screen. */
export const generatePassword = () =>
  Array.from({ length: 12 }, () => PASSWORD_LETTERS[randomInt(PASSWORD_LETTERS.length)]).join('');

async function adminPasswordIs(db: DemoDatabase, password: string): Promise<boolean> {
  const admin = await db.users.get({ email: ADMIN_EMAIL });
  const stored = admin && (await db.credentials.get(admin.id));
  return Boolean(stored && (await verifyPassword(password, stored)));
}

/**
 * Gives the admin the chosen password, or a generated one where it would otherwise be new or public or where
 * `--reset-admin-password` asks for one; answers it.
 * A chosen password the account already has changes nothing (setting it would end the facilitator's sign-ins) but
 * clears the address's sign-in failures, as any chosen password does.
 */
export async function settleAdminPassword(
  db: DemoDatabase,
  options: WorkshopOptions,
  firstStart: boolean,
): Promise<string | null> {
  // The facilitator at the laptop owns the account: no device waits for it any more, whatever was tried.
  if (options.adminPassword || options.resetAdminPassword) await forgetSignInFailures(db, ADMIN_EMAIL);
  if (options.adminPassword && !firstStart && (await adminPasswordIs(db, options.adminPassword))) return null;
  const password =
    options.adminPassword ??
    (firstStart || options.resetAdminPassword || (await adminPasswordIs(db, PUBLIC_ADMIN_PASSWORD))
      ? generatePassword()
      : null);
  if (password) await setAdminPassword(db, password);
  return password;
}
