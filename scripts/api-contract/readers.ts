import type * as z from 'zod/mini';
import { categorySchema } from '../../src/domain/category';
import { commentSchema } from '../../src/domain/comment';
import { footerPageSchema } from '../../src/domain/footer-page';
import { DEFAULT_HERO_OPACITY } from '../../src/domain/hero-setting-rules';
import { heroSettingSchema } from '../../src/domain/hero-setting';
import { notificationSchema } from '../../src/domain/notification';
import { pollSchema } from '../../src/domain/poll';
import { productSchema } from '../../src/domain/product';
import { projectGroupSchema } from '../../src/domain/project-group';
import { projectSchema } from '../../src/domain/project';
import { taskSchema } from '../../src/domain/task';
import { userSchema } from '../../src/domain/user';
import { whitelistedEmailSchema } from '../../src/domain/whitelist';
import { workshopRoomSchema } from '../../src/domain/workshop-room';
import { likeAnswer, likesAnswer } from '../../src/data/http/answer-shapes';
import { derivePlan } from '../../src/data/http/derive-read-plan';
import { tolerant } from '../../src/data/http/tolerant';

/**
 * How the HTTP adapter reads each resource: the domain's read schema and the arguments its file in
 * src/data/http/ passes to `tolerant(plan, resource, required, fallbacks)` with the schema's read plan. calls.test.ts checks them against
 * what the adapter does, so a change there that is not made here fails.
 */
export interface Reader {
  /** The schema's name in the OpenAPI document. */
  component: string;
  schema: z.core.$ZodObject;
  /** The list's name in the console when an entry is left out. */
  resource: string;
  /** Fields besides ids that an entry cannot do without. */
  required: readonly string[];
  fallbacks?: Record<string, unknown>;
  /** Other shapes of a field the adapter reads (src/data/http/wire.ts and its callers): field → what it takes. */
  alternatives?: Record<string, string>;
}

export const readers = {
  product: { component: 'Product', schema: productSchema, resource: 'Produkte', required: ['title'] },
  category: { component: 'Category', schema: categorySchema, resource: 'Kategorien', required: ['name'] },
  footerPage: {
    component: 'FooterPage',
    schema: footerPageSchema,
    resource: 'Fußzeilenseiten',
    required: ['title', 'slug'],
  },
  project: { component: 'Project', schema: projectSchema, resource: 'Projekte', required: ['title'] },
  poll: { component: 'Poll', schema: pollSchema, resource: 'Umfragen', required: ['title'] },
  task: {
    component: 'Task',
    schema: taskSchema,
    resource: 'Aufgaben',
    required: ['title'],
    fallbacks: { type: 'other', priority: 'medium' },
  },
  comment: {
    component: 'Comment',
    schema: commentSchema,
    resource: 'Kommentare',
    required: [],
    alternatives: {
      likeCount: 'likes: die Anzahl, oder die Liste der Benutzer-ids (ihre Länge)',
      hasLiked: 'likes: die Liste der Benutzer-ids (enthält sie die eigene id)',
    },
  },
  group: {
    component: 'ProjectGroup',
    schema: projectGroupSchema,
    resource: 'Projektgruppen',
    required: ['name'],
    alternatives: { memberIds: 'members: die Mitglieder (Benutzer mit id, oder ids)' },
  },
  user: {
    component: 'User',
    schema: userSchema,
    resource: 'Benutzer',
    required: ['name'],
    alternatives: { role: "roles: enthält die Liste 'ROLE_ADMIN', ist es admin, sonst user" },
  },
  whitelist: {
    component: 'WhitelistedEmail',
    schema: whitelistedEmailSchema,
    resource: 'Whitelist',
    required: ['email'],
  },
  notification: {
    component: 'Notification',
    schema: notificationSchema,
    resource: 'Benachrichtigungen',
    required: ['title'],
  },
  heroSetting: {
    component: 'HeroSetting',
    schema: heroSettingSchema,
    resource: 'Konfiguration',
    required: [],
    fallbacks: { opacity: DEFAULT_HERO_OPACITY },
  },
  workshopRoom: { component: 'WorkshopRoom', schema: workshopRoomSchema, resource: 'Raum', required: [] },
  like: {
    component: 'LikeResult',
    schema: likeAnswer,
    resource: 'Likes',
    required: ['liked', 'likeCount'],
  },
  likes: {
    component: 'Likes',
    schema: likesAnswer,
    resource: 'Likes',
    required: ['likeCount'],
  },
} satisfies Record<string, Reader>;

export type ReaderName = keyof typeof readers;

/** The tolerant reader the adapter builds for this resource, built by the adapter's own function. */
export function adapterReader(name: ReaderName) {
  const reader: Reader = readers[name];
  return tolerant(derivePlan(reader.schema), reader.resource, reader.required, reader.fallbacks ?? {});
}
