import type { Repository } from '../../src/data/repository';
import type { Attempt } from './check';
import { calls } from './calls';
import type { Call } from './types';

interface RoundTripContext {
  repo: Repository;
  attempt: Attempt;
  note: (text: string) => void;
  /** The signed-in admin: the member of the group the round trip creates. */
  userId: number;
  /** The title of every record it creates: 'api:check 2026-12-01 12:00:05'. */
  stamp: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'api:check 2026-12-01 12:00:05', in local time: recognisable, and one per second. */
export function stampOf(date: Date): string {
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `api:check ${day} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

const named = (name: string): Call => calls.find((call) => call.name === name) as Call;
const hasId =
  (id: number) =>
  (rows: { id: number }[]): string | null =>
    rows.some((row) => row.id === id) ? null : `der eigene Eintrag ${id} fehlt in der Antwort`;

/**
 * A write round trip per resource: creates records marked with the stamp, reads each back and deletes them again,
 * the last created first (whatever failed on the way). Needs an admin.
 */
export async function roundTrips({ repo, attempt, note, userId, stamp }: RoundTripContext): Promise<void> {
  note(`Schreibprobe: legt eigene Einträge mit dem Titel '${stamp}' an, liest sie zurück und löscht sie wieder.`);
  const mark = `Angelegt von npm run api:check (${stamp}); wird gleich wieder gelöscht.`;
  const token = stamp.replace(/\D/g, '');
  const undo: (() => Promise<unknown>)[] = [];
  const step = <T>(name: string, run: () => Promise<T>, check?: (value: T) => string | null) =>
    attempt(named(name), run, check);
  const later = (name: string, run: () => Promise<void>) => undo.push(() => step(name, run));
  try {
    const category = await step('categories.create', () =>
      repo.categories.create({ name: stamp, description: mark, active: false }),
    );
    if (category) {
      later('categories.remove', () => repo.categories.remove(category.id));
      await step('categories.get', () => repo.categories.get(category.id));
      const product = await step('products.create', () =>
        repo.products.create({ title: stamp, description: mark, category: category.name, status: 'draft' }),
      );
      if (product) {
        later('products.remove', () => repo.products.remove(product.id));
        await step('products.list', () => repo.products.list(), hasId(product.id));
      }
    }
    const group = await step('groups.create', () =>
      repo.groups.create({ name: stamp, description: mark, memberIds: [userId] }),
    );
    if (group) {
      later('groups.remove', () => repo.groups.remove(group.id));
      await step('groups.list', () => repo.groups.list(), hasId(group.id));
      const startDate = new Date().toISOString().slice(0, 10);
      const project = await step('projects.create', () =>
        repo.projects.create({ title: stamp, projectGroupId: group.id, description: mark, startDate }),
      );
      if (project) {
        later('projects.remove', () => repo.projects.remove(project.id));
        await step('projects.get', () => repo.projects.get(project.id));
        const task = await step('tasks.create', () =>
          repo.tasks.create({ projectId: project.id, title: stamp, description: mark }),
        );
        if (task) {
          later('tasks.remove', () => repo.tasks.remove(task.id));
          await step('tasks.get', () => repo.tasks.get(task.id));
          // A comment has no delete call: it goes with its task.
          const comment = await step('comments.create', () => repo.comments.create(task.id, { content: stamp }));
          if (comment) await step('comments.byTask', () => repo.comments.byTask(task.id), hasId(comment.id));
        }
      }
      const poll = await step('polls.create', () =>
        repo.polls.create({
          title: stamp,
          description: mark,
          status: 'draft',
          options: [{ text: 'Ja' }, { text: 'Nein' }],
          projectGroupIds: [group.id],
        }),
      );
      if (poll) {
        later('polls.remove', () => repo.polls.remove(poll.id));
        await step('polls.get', () => repo.polls.get(poll.id));
      }
      const email = `api-check-einladung-${token}@example.invalid`;
      const invitation = await step('whitelist.create', () =>
        repo.whitelist.create({ email, projectGroupId: group.id }),
      );
      if (invitation) {
        later('whitelist.remove', () => repo.whitelist.remove(invitation.id));
        await step('whitelist.list', () => repo.whitelist.list(), hasId(invitation.id));
      }
    }
    const user = await step('users.create', () =>
      repo.users.create({
        name: stamp,
        email: `api-check-benutzer-${token}@example.invalid`,
        companyName: 'api:check',
        role: 'user',
      }),
    );
    if (user) {
      later('users.remove', () => repo.users.remove(user.id));
      await step('users.list', () => repo.users.list(), hasId(user.id));
    }
    const page = await step('footerPages.create', () =>
      repo.footerPages.create({ title: stamp, slug: `api-check-${token}`, content: `<p>${mark}</p>`, status: 'draft' }),
    );
    if (page) {
      later('footerPages.remove', () => repo.footerPages.remove(page.id));
      await step('footerPages.bySlug', () => repo.footerPages.bySlug(page.slug));
    }
  } finally {
    for (const run of undo.reverse()) await run();
  }
}
