import type { Credentials, PasswordReset, Registration } from '../../domain/auth-draft';
import type { Session } from '../../domain/auth';
import { defaultNotificationSettings } from '../../domain/notification-settings';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { rolesFor } from '../../domain/user-rules';
import type { User } from '../../domain/user';
import { ConflictError, UnauthorizedError, ValidationError } from '../errors';
import { nowIso, requireUser, validate, type DemoContext } from './context';
import type { UserRecord } from './db';
import { demoAccounts } from './demo-accounts';
import { sendMail } from './mail';
import { userFromRecord } from './mappers';
import { hashPassword, NO_ACCOUNT_HASH, randomHex, verifyPassword } from './password';
import { countSignIn, forgetSignInFailures, signInSucceeded } from './sign-in-throttle';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a reset link works after it was requested. */
export const RESET_LINK_MINUTES = 60;

/**
 * Open sign-ins per account. A room may share a sample account among a few people, each with a phone and a laptop;
 * beyond that, each further sign-in ends the account's oldest, so nobody can pile sessions up without end.
 */
export const SESSIONS_PER_ACCOUNT = 20;

async function openSession(ctx: DemoContext, user: UserRecord): Promise<Session> {
  const { db } = ctx;
  const token = randomHex(32);
  await db.transaction('rw', db.sessions, async () => {
    await db.sessions.add({ token, userId: user.id, createdAt: nowIso(ctx) });
    const open = await db.sessions.where('userId').equals(user.id).toArray();
    const oldestFirst = open.sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || Number(a.token === token) - Number(b.token === token),
    );
    const ended = oldestFirst.slice(0, Math.max(0, open.length - SESSIONS_PER_ACCOUNT));
    if (ended.length) await db.sessions.bulkDelete(ended.map((session) => session.token));
  });
  return { token, user: userFromRecord(user) };
}

export function createAuth(ctx: DemoContext) {
  const { db } = ctx;
  return {
    async login(credentials: Credentials): Promise<Session> {
      const data = await validate('credentialsSchema', credentials);
      const email = data.email.toLowerCase();
      // Counted before the hash, so that tries sent at once cannot all pass (sign-in-throttle.ts).
      const counted = await countSignIn(ctx, email);
      if (counted.pauseMs) await (ctx.pause ?? pause)(counted.pauseMs);
      const user = await db.users.get({ email });
      const stored = user && (await db.credentials.get(user.id));
      // An unknown address costs the same hashing as a known one.
      const right = await verifyPassword(data.password, stored ?? NO_ACCOUNT_HASH);
      if (!user || !stored || !right)
        throw counted.refusalIfWrong ?? new UnauthorizedError(coreMessages.loginFailedApi);
      await signInSucceeded(ctx, email, counted);
      return openSession(ctx, user);
    },

    /**
     * The login screen's one-click demo sign-in: it stands for the account, not for its seed password, so it still
     * works after someone tried the password reset on that account. Only the accounts the demo offers.
     */
    async signInDemoAccount(email: string): Promise<Session> {
      const user = demoAccounts.some((account) => account.email === email) ? await db.users.get({ email }) : undefined;
      if (!user) throw new UnauthorizedError(coreMessages.loginFailedApi);
      return openSession(ctx, user);
    },

    async currentUser(): Promise<User> {
      return requireUser(ctx);
    },

    async logout(): Promise<void> {
      const token = ctx.getToken();
      if (token) await db.sessions.delete(token);
    },

    async register(registration: Registration): Promise<string> {
      const data = await validate('registrationSchema', registration);
      const invitation = await db.whitelist.get({ email: data.email });
      if (!invitation?.isActive) throw new ValidationError(messages.notWhitelisted, { email: messages.notWhitelisted });
      // Hash outside the transaction: IndexedDB transactions do not survive awaiting other work.
      const password = await hashPassword(data.password);
      await db.transaction('rw', [db.users, db.credentials, db.groups], async () => {
        if (await db.users.get({ email: data.email })) throw new ConflictError(messages.emailTaken);
        const groupIds = invitation.projectGroupId ? [invitation.projectGroupId] : [];
        const userId = await db.users.add({
          name: data.name,
          email: data.email,
          companyName: data.companyName,
          role: 'user',
          roles: rolesFor('user'),
          projectGroups: groupIds,
          avatar: null,
          notificationSettings: { ...defaultNotificationSettings },
          createdAt: nowIso(ctx),
          createdBy: null,
        });
        await db.credentials.add({ userId, ...password });
        for (const groupId of groupIds) {
          await db.groups
            .where('id')
            .equals(groupId)
            .modify((g) => {
              if (!g.memberIds.includes(userId)) g.memberIds.push(userId);
            });
        }
      });
      return coreMessages.registrationSuccess;
    },
  };
}

export function createPasswordReset(ctx: DemoContext) {
  const { db } = ctx;
  return {
    /** Always succeeds, so the form does not reveal which addresses exist. */
    async request(email: string): Promise<void> {
      const { email: address } = await validate('passwordResetRequestSchema', { email });
      const user = await db.users.get({ email: address.toLowerCase() });
      if (!user) return;
      const token = randomHex(24);
      await db.transaction('rw', [db.passwordResets, db.mails], async () => {
        await db.passwordResets.add({ token, userId: user.id, createdAt: nowIso(ctx) });
        await sendMail(ctx, {
          to: user.email,
          subject: 'Passwort zurücksetzen',
          body:
            `Guten Tag ${user.name},\n\nSie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link ` +
            `können Sie ein neues Passwort vergeben. Der Link ist ${RESET_LINK_MINUTES} Minuten lang gültig und nur einmal ` +
            'verwendbar. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
          link: `/reset-password?token=${token}`,
        });
      });
    },

    async reset(payload: PasswordReset): Promise<void> {
      const { token, password } = await validate('passwordResetSchema', payload);
      const request = await db.passwordResets.get(token);
      if (!request) throw new ValidationError(messages.resetTokenMissing, { token: messages.resetTokenMissing });
      if (ctx.now().getTime() - Date.parse(request.createdAt) >= RESET_LINK_MINUTES * 60_000) {
        throw new ValidationError(messages.resetLinkExpired, { token: messages.resetLinkExpired });
      }
      const hash = await hashPassword(password);
      const user = await db.users.get(request.userId);
      await db.transaction('rw', [db.credentials, db.passwordResets, db.sessions, db.meta], async () => {
        await db.credentials.put({ userId: request.userId, ...hash });
        await db.passwordResets.where('userId').equals(request.userId).delete();
        await db.sessions.where('userId').equals(request.userId).delete();
        // Whoever could reset the password owns the mailbox: sign-ins with the address no longer wait.
        if (user) await forgetSignInFailures(db, user.email);
      });
    },
  };
}
