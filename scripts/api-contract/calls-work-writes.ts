import * as z from 'zod/mini';
import { idSchema } from '../../src/domain/common';
import { heroKeySchema } from '../../src/domain/hero-setting';
import { notificationSettingsSchema } from '../../src/domain/notification';
import { pollDraftSchema } from '../../src/domain/poll-draft';
import { commentForm, productForm, projectForm, settingsForm, taskForm } from './forms';
import { screens as s } from './screens';
import type { Call } from './types';
import { form, json, none, one, write } from './write-call';

const key = { param: { name: 'key', schema: heroKeySchema } };

/** The writes of projects, tasks, comments, polls, products, settings and notifications. */
export const workWrites: Call[] = [
  write(
    'projects.create',
    'POST projects',
    'admin',
    'Projekt anlegen',
    [s.adminProjects],
    one('project'),
    form(projectForm),
  ),
  write(
    'projects.update',
    'POST projectUpdate',
    'admin',
    'Projekt ändern',
    [s.adminProjects],
    one('project'),
    form(projectForm),
  ),
  write('projects.remove', 'DELETE project', 'admin', 'Projekt löschen', [s.adminProjects], none),
  write('tasks.create', 'POST tasks', 'admin', 'Aufgabe anlegen', [s.projectTasks], one('task'), form(taskForm)),
  write(
    'tasks.update',
    'POST taskUpdate',
    'admin',
    'Aufgabe ändern (auch ihr Status)',
    [s.task],
    one('task'),
    form(taskForm),
  ),
  write('tasks.remove', 'DELETE task', 'admin', 'Aufgabe löschen', [s.projectTasks], none),
  write(
    'comments.create',
    'POST taskComments',
    'member',
    'Kommentar schreiben',
    [s.task],
    one('comment'),
    form(commentForm),
  ),
  write('comments.like', 'POST commentLike', 'member', 'Gefällt mir (schaltet um)', [s.task], one('like')),
  write('polls.create', 'POST polls', 'admin', 'Umfrage anlegen', [s.adminPolls], one('poll'), json(pollDraftSchema)),
  write('polls.update', 'PUT poll', 'admin', 'Umfrage ändern', [s.adminPolls], one('poll'), json(pollDraftSchema)),
  write('polls.remove', 'DELETE poll', 'admin', 'Umfrage löschen', [s.adminPolls], none),
  write(
    'polls.vote',
    'POST pollVote',
    'member',
    'Abstimmen',
    [s.poll],
    one('poll'),
    json(z.object({ optionId: idSchema })),
  ),
  write('products.create', 'POST products', 'admin', 'Produkt anlegen', [s.adminProducts], one('product'), {
    ...form(productForm),
    success: true,
  }),
  write('products.update', 'POST productUpdate', 'admin', 'Produkt ändern', [s.adminProducts], one('product'), {
    ...form(productForm),
    success: true,
  }),
  write('products.remove', 'DELETE product', 'admin', 'Produkt löschen', [s.adminProducts, s.product], none, {
    success: true,
  }),
  write(
    'configurations.save',
    'POST configurationSave',
    'admin',
    'Hero-Bild speichern',
    [s.adminSettings],
    { kind: 'settings' },
    {
      ...key,
      ...form(settingsForm),
    },
  ),
  write(
    'configurations.remove',
    'DELETE configurationDelete',
    'admin',
    'Hero-Bild entfernen',
    [s.adminSettings],
    none,
    key,
  ),
  write(
    'notifications.markRead',
    'POST notificationRead',
    'member',
    'Benachrichtigung gelesen',
    [s.notifications],
    none,
  ),
  write('notifications.markAllRead', 'POST notificationsReadAll', 'member', 'Alle gelesen', [s.notifications], none),
  write(
    'notifications.updateSettings',
    'PUT notificationSettings',
    'member',
    'Benachrichtigungen einstellen',
    [s.notifications],
    one('user'),
    json(notificationSettingsSchema),
  ),
];
