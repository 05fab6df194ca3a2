import { createNotifications, createWhitelist } from './activity';
import { createCategories, createProducts } from './catalogue';
import { createClock } from './dates';
import { createFooterPages, createHeroSettings } from './pages';
import { createPolls } from './polls';
import { createComments, createProjects, createTasks } from './projects';
import type { SeedData } from './types';
import { createGroups, createUsers } from './users';

export type { SeedData } from './types';

export { SEED_VERSION } from './version';

/**
 * The German demo data. Deterministic for a given `now`; every date is relative to it, so past
 * deadlines stay past and future ones stay future. Demo logins: admin@example.com / admin1234,
 * nutzer@example.com / nutzer1234, all other users demo1234.
 */
export function createSeed(now: Date): SeedData {
  const clock = createClock(now);
  const groups = createGroups();
  return {
    users: createUsers(clock, groups),
    groups,
    projects: createProjects(clock),
    tasks: createTasks(clock),
    comments: createComments(clock),
    products: createProducts(clock),
    categories: createCategories(clock),
    polls: createPolls(clock),
    footerPages: createFooterPages(clock),
    whitelist: createWhitelist(),
    notifications: createNotifications(clock),
    heroSettings: createHeroSettings(),
  };
}
