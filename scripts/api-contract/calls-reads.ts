import * as z from 'zod/mini';
import { heroKeySchema } from '../../src/domain/hero-setting';
import { heroKeys } from '../../src/domain/hero-setting-rules';
import { screens as s } from './screens';
import type { Arg, Call, Found } from './types';

/** The `field` of the first row another probe read, or why there is none. */
export const fromFirst =
  (call: string, field = 'id') =>
  (found: Found): Arg[] | string => {
    const rows = found.get(call);
    const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
    const value: unknown = row && typeof row === 'object' ? Reflect.get(row, field) : undefined;
    if (typeof value === 'number' || typeof value === 'string') return [value];
    return found.has(call) ? `${call} lieferte keinen Eintrag` : `${call} wurde nicht gelesen`;
  };

const num = (arg: Arg | undefined) => Number(arg);
const hero = (arg: Arg | undefined) => heroKeySchema.parse(arg);
const keyParam = { name: 'key', schema: heroKeySchema };
const productQuery = { search: 'Suchtext (leer: alle)', category: 'Name einer Kategorie (leer: alle)' };
/** The `field` of the first ten rows another probe read: candidates for a probe that prefers rows. */
export const fromRows =
  (call: string, field = 'id') =>
  (found: Found): Arg[] | string => {
    const rows = found.get(call);
    const values = (Array.isArray(rows) ? rows.slice(0, 10) : []).flatMap((row: unknown) => {
      const value: unknown = row && typeof row === 'object' ? Reflect.get(row, field) : undefined;
      return typeof value === 'number' || typeof value === 'string' ? [value] : [];
    });
    return values.length ? values : fromFirst(call, field)(found);
  };

/** An address no server has invited: the check answers for it without changing anything. */
export const CHECK_EMAIL = 'api-check@example.invalid';

/** The reads a guest makes (public pages), in the order `api:check` probes them. */
export const guestReads: Call[] = [
  {
    name: 'publicProducts.list',
    alsoBy: ['publicProducts.page'],
    method: 'GET',
    endpoint: 'publicProducts',
    who: 'guest',
    summary: 'Veröffentlichte Produkte',
    screens: [s.catalogue],
    answer: { kind: 'list', reader: 'product' },
    query: productQuery,
    success: true,
    probe: { run: (r) => r.publicProducts.list() },
  },
  {
    name: 'publicProducts.featured',
    method: 'GET',
    endpoint: 'publicProductsFeatured',
    who: 'guest',
    summary: 'Hervorgehobene Produkte der Startseite',
    screens: [s.landing],
    answer: { kind: 'list', reader: 'product' },
    success: true,
    probe: { run: (r) => r.publicProducts.featured() },
  },
  {
    name: 'publicProducts.get',
    method: 'GET',
    endpoint: 'publicProduct',
    who: 'guest',
    summary: 'Ein veröffentlichtes Produkt',
    screens: [s.product],
    answer: { kind: 'one', reader: 'product' },
    success: true,
    probe: { run: (r, id) => r.publicProducts.get(num(id)), args: fromFirst('publicProducts.list') },
  },
  {
    name: 'publicProducts.similar',
    method: 'GET',
    endpoint: 'publicProductSimilar',
    who: 'guest',
    summary: 'Ähnliche Produkte',
    screens: [s.product],
    answer: { kind: 'list', reader: 'product' },
    success: true,
    otherwise: 'das Produkt ohne ähnliche Produkte',
    probe: { run: (r, id) => r.publicProducts.similar(num(id)), args: fromFirst('publicProducts.list') },
  },
  {
    name: 'categories.listActive',
    method: 'GET',
    endpoint: 'categoriesActive',
    who: 'guest',
    summary: 'Aktive Kategorien (Filter des Katalogs)',
    screens: [s.catalogue, s.adminProducts],
    answer: { kind: 'list', reader: 'category' },
    probe: { run: (r) => r.categories.listActive() },
  },
  {
    name: 'categories.get',
    method: 'GET',
    endpoint: 'category',
    who: 'guest',
    summary: 'Eine Kategorie (eine inaktive nur für Admins)',
    screens: [s.adminCategories],
    answer: { kind: 'one', reader: 'category' },
    probe: { run: (r, id) => r.categories.get(num(id)), args: fromFirst('categories.listActive') },
  },
  {
    name: 'configurations.getPublic',
    method: 'GET',
    endpoint: 'publicConfiguration',
    param: keyParam,
    who: 'guest',
    summary: 'Ein Hero-Bild (hero, product-hero, service-hero)',
    screens: [s.landing, s.catalogue, s.services],
    answer: { kind: 'settings' },
    otherwise: 'die Seite ohne Hero-Bild (Deckkraft 0.5)',
    probe: { run: (r, key) => r.configurations.getPublic(hero(key)), args: () => [...heroKeys] },
  },
  {
    name: 'footerPages.list',
    method: 'GET',
    endpoint: 'footerPages',
    who: 'guest',
    summary: 'Fußzeilenseiten (Gäste: nur veröffentlichte)',
    screens: [s.legal, s.adminFooterPages],
    answer: { kind: 'list', reader: 'footerPage' },
    query: { status: 'draft oder published (leer: alle, die der Aufrufer sehen darf)' },
    probe: { run: (r) => r.footerPages.list() },
  },
  {
    name: 'footerPages.bySlug',
    method: 'GET',
    endpoint: 'footerPageBySlug',
    param: { name: 'slug', schema: z.string() },
    who: 'guest',
    summary: 'Eine Fußzeilenseite nach ihrem Slug',
    screens: [s.footerPage],
    answer: { kind: 'one', reader: 'footerPage' },
    probe: { run: (r, slug) => r.footerPages.bySlug(String(slug)), args: fromFirst('footerPages.list', 'slug') },
  },
  {
    name: 'projects.list',
    alsoBy: ['projects.page', 'projects.countByGroup'],
    method: 'GET',
    endpoint: 'projects',
    who: 'guest',
    summary: 'Alle Projekte',
    screens: [s.projects, s.adminProjects, s.adminGroups],
    answer: { kind: 'list', reader: 'project' },
    probe: { run: (r) => r.projects.list() },
  },
  {
    name: 'projects.featured',
    method: 'GET',
    endpoint: 'projectsFeatured',
    who: 'guest',
    summary: 'Hervorgehobene Projekte',
    screens: [],
    answer: { kind: 'list', reader: 'project' },
    probe: { run: (r) => r.projects.featured() },
  },
  {
    name: 'projects.get',
    method: 'GET',
    endpoint: 'project',
    who: 'guest',
    summary: 'Ein Projekt',
    screens: [s.project, s.task, s.projectTasks, s.adminProjects],
    answer: { kind: 'one', reader: 'project' },
    probe: { run: (r, id) => r.projects.get(num(id)), args: fromFirst('projects.list') },
  },
  {
    name: 'whitelist.check',
    method: 'POST',
    endpoint: 'whitelistCheck',
    who: 'guest',
    summary: 'Darf diese Adresse sich registrieren? (ändert nichts)',
    screens: [s.register],
    answer: { kind: 'check' },
    body: { json: z.object({ email: z.string() }) },
    probe: { run: (r, email) => r.whitelist.check(String(email)), args: () => [CHECK_EMAIL] },
  },
];
