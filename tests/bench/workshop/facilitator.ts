// The facilitator: before the day invites every participant into a project group (each registers once), and
// during it starts a poll for the room every so often, as a workshop does.
import type { Client } from './client';
import { sleep, type Account, type Acknowledged } from './room';

/** The facilitator's device id in the figures. */
export const FACILITATOR = 'leitung';
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Lasttest-Leitung-2026';
const PARTICIPANT_PASSWORD = 'Lasttest-Teilnahme-2026';

type Data<T> = { data: T };

/** Repeats a call the per-device cap answered 429, after its Retry-After, as a person would press again. */
async function patiently<T>(call: () => Promise<{ status: number } & T>): Promise<{ status: number } & T> {
  let answer = await call();
  while (answer.status === 429) {
    await sleep(1000);
    answer = await call();
  }
  return answer;
}

export async function signInFacilitator(admin: Client): Promise<number[]> {
  const login = await admin.call<{ token: string }>('POST', '/login', {
    json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    cause: 'setup',
  });
  if (!login.body?.token) throw new Error(`Die Leitung konnte sich nicht anmelden (${login.status}).`);
  admin.setToken(login.body.token);
  const groups =
    (await admin.call<Data<{ id: number; status: string }[]>>('GET', '/groups', { cause: 'setup' })).body?.data ?? [];
  const projects =
    (await admin.call<Data<{ projectGroupId: number }[]>>('GET', '/projects', { cause: 'setup' })).body?.data ?? [];
  const withProjects = new Set(projects.map((project) => project.projectGroupId));
  const groupIds = groups
    .filter((group) => group.status === 'active' && withProjects.has(group.id))
    .map((group) => group.id);
  if (!groupIds.length) throw new Error('Keine aktive Projektgruppe mit Projekten in den Beispieldaten.');
  return groupIds;
}

/**
 * Invites each account into a group (one call after another, as the invitations form sends its lines), then lets
 * each register, two at a time: each registration hashes the password (PBKDF2) on two cores.
 */
export async function inviteAndRegister(
  admin: Client,
  groupIds: readonly number[],
  count: number,
  clientFor: (index: number) => Client,
): Promise<Account[]> {
  const accounts = Array.from({ length: count }, (_, i) => ({
    email: `teilnehmer-${i + 1}@lasttest.example`,
    password: PARTICIPANT_PASSWORD,
    name: `Teilnehmer ${i + 1}`,
  }));
  for (const [i, account] of accounts.entries()) {
    const invited = await patiently(() =>
      admin.call('POST', '/whitelisted-emails', {
        json: { email: account.email, projectGroupId: groupIds[i % groupIds.length], isActive: true },
        cause: 'setup',
      }),
    );
    if (!invited.ok) throw new Error(`Einladung ${account.email} abgelehnt (${invited.status}).`);
  }
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < accounts.length) {
        const i = next++;
        const account = accounts[i]!;
        const registered = await clientFor(i).call('POST', '/register', {
          json: { email: account.email, password: account.password, name: account.name, companyName: 'Lasttest' },
          cause: 'setup',
        });
        if (!registered.ok) throw new Error(`Registrierung ${account.email} abgelehnt (${registered.status}).`);
      }
    }),
  );
  return accounts;
}

/** Starts a running poll for the participants' groups every `everyMs` until `stop`, the first after `firstMs`. */
export async function startPolls(
  admin: Client,
  groupIds: readonly number[],
  timing: { firstMs: number; everyMs: number },
  stop: AbortSignal,
  acknowledged: Acknowledged,
): Promise<void> {
  await sleep(timing.firstMs, stop);
  for (let n = 1; !stop.aborted; n++) {
    const title = `Lasttest-Umfrage ${n}: Wie weiter?`;
    const answer = await admin.call<Data<{ id: number }> | { id: number }>('POST', '/polls', {
      json: {
        title,
        description: 'Kurze Abstimmung im Raum.',
        status: 'active',
        options: [{ text: 'Weiter so' }, { text: 'Pause' }, { text: 'Thema wechseln' }],
        startDate: null,
        endDate: null,
        projectGroupIds: groupIds,
        isActive: true,
      },
    });
    const body = answer.body;
    const pollId = body && 'data' in body ? body.data.id : body?.id;
    if (answer.ok && pollId !== undefined) acknowledged.polls.push({ pollId, title });
    await sleep(timing.everyMs, stop);
  }
}
