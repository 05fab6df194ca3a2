import type { SeedSource } from '../src/data/demo/seed';
import { fileNames, type FileNames } from './file-names';
import { buildDemoRepository } from '../src/data/demo/create-demo-repository';
import type { DemoContext } from '../src/data/demo/context';
import type { DemoDatabase } from '../src/data/demo/db';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RepositoryError,
  UnauthorizedError,
  ValidationError,
} from '../src/data/errors';
import { TooManyAttemptsError } from '../src/data/too-many-attempts-error';
import type { Repository } from '../src/data/repository';
import { heroKeySchema } from '../src/domain/hero-setting';
import { mimeEssence, uploadImageTypes, uploadTypes } from '../src/domain/attachment-rules';

/**
 * The provider's /api as SPEC §7 describes it, served from a demo store: tests (and the api-mode e2e) run the
 * HTTP adapter against it, and the workshop server answers a room with it. The browser app never imports it.
 */
export interface FacadeOptions {
  db: DemoDatabase;
  seed: SeedSource;
  now?: () => Date;
  basePath?: string;
  /** Signs the files' names so that they cannot be counted (the workshop server); none: plain ids. */
  fileKey?: string;
  /** Keeps every request in `calls` for the wire tests (default); a long-running server turns it off. */
  recordCalls?: boolean;
}

type Handler = (ctx: { repo: Repository; params: string[]; request: Request; url: URL }) => Promise<unknown>;

// The demo store names files 'stored-file:N'; over the wire they are URLs under /api/files/ (file-names.ts), as a
// real server would serve them, and they come back in that form. One façade per process: set by createApiFacade.
let names: FileNames = fileNames('/api/files/', null);
const toWire = (text: string) => names.toWire(text);
const fromWire = (text: string) => names.fromWire(text);

/**
 * How /api/files answers, as the provider's server must: never as a document that could run on this origin. Images
 * are shown, everything else comes as a download (Content-Disposition: attachment); nosniff stops a browser from
 * taking a file for HTML. Only the types uploads are stored with are sent; any other comes as bytes.
 */
/** A file name as an RFC 5987 value: percent-encoded UTF-8, also the characters encodeURIComponent leaves. */
const headerValueOf = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function storedFileHeaders(file: { name: string; type: string }): Record<string, string> {
  const type = mimeEssence(file.type);
  const headers: Record<string, string> = {
    'Content-Type': uploadTypes.includes(type) ? type : 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
  };
  if (!uploadImageTypes.includes(type))
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${headerValueOf(file.name)}`;
  return headers;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : toWire(JSON.stringify(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

async function body(request: Request): Promise<Record<string, unknown>> {
  const text = fromWire(await request.text());
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const num = (value: string | undefined) => Number(value);
const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? fromWire(value) : undefined;
};
const jsonField = <T>(form: FormData, key: string, fallback: T): T => {
  const value = text(form, key);
  return value ? (JSON.parse(value) as T) : fallback;
};
const files = (form: FormData, key: string) =>
  form
    .getAll(key)
    .filter((v): v is File => typeof v !== 'string')
    .map((f) => ({ name: f.name, type: f.type, blob: f as Blob }));
const file = (form: FormData, key: string) => files(form, key)[0] ?? null;
const bool = (value: string | undefined) => value === 'true';
const orNull = (value: string | undefined) => (value ? value : null);

/** Reads the multipart task form of SPEC §7 (assignedTo[], attachments[]). */
function taskDraft(form: FormData) {
  return {
    projectId: num(text(form, 'projectId')),
    title: text(form, 'title') ?? '',
    description: text(form, 'description') ?? '',
    status: text(form, 'status') as never,
    priority: text(form, 'priority') as never,
    assignedTo: form.getAll('assignedTo[]').map((v) => Number(v)),
    deadline: orNull(text(form, 'deadline')),
    attachments: jsonField(form, 'existingAttachments', []),
    files: files(form, 'attachments[]'),
  };
}

function productDraft(form: FormData) {
  return {
    title: text(form, 'title') ?? '',
    description: text(form, 'description') ?? '',
    fullDescription: text(form, 'fullDescription') ?? '',
    category: text(form, 'category') ?? '',
    technologies: jsonField<string[]>(form, 'technologies', []),
    status: (text(form, 'status') ?? 'draft') as never,
    featured: bool(text(form, 'featured')),
    features: jsonField(form, 'features', []),
    image: file(form, 'image'),
    imageUrl: orNull(text(form, 'imageUrl')),
    additionalImages: jsonField<string[]>(form, 'additionalImageUrls', []),
    additionalFiles: files(form, 'additionalImages'),
  };
}

function projectDraft(form: FormData) {
  return {
    title: text(form, 'title') ?? '',
    projectGroupId: num(text(form, 'projectGroupId')),
    description: text(form, 'description') ?? '',
    fullDescription: text(form, 'fullDescription') ?? '',
    imageUrl: orNull(text(form, 'imageUrl')),
    file: file(form, 'file'),
    additionalImages: jsonField<string[]>(form, 'additionalImages', []),
    additionalFiles: files(form, 'additionalFiles'),
    featured: bool(text(form, 'featured')),
    technologies: jsonField<string[]>(form, 'technologies', []),
    status: (text(form, 'status') ?? 'active') as never,
    features: jsonField(form, 'features', []),
    startDate: text(form, 'startDate') ?? '',
    endDate: orNull(text(form, 'endDate')),
    deadline: orNull(text(form, 'deadline')),
    members: jsonField<number[]>(form, 'members', []),
    category: orNull(text(form, 'category')),
  };
}

const heroKey = (value: string | undefined) => heroKeySchema.parse(value);

const routes: [string, RegExp, Handler][] = [
  ['POST', /^\/login$/, async ({ repo, request }) => repo.auth.login((await body(request)) as never)],
  ['POST', /^\/logout$/, async ({ repo }) => repo.auth.logout().then(() => ({ success: true }))],
  [
    'POST',
    /^\/register$/,
    async ({ repo, request }) => ({ success: true, message: await repo.auth.register((await body(request)) as never) }),
  ],
  [
    'POST',
    /^\/password-reset\/request$/,
    async ({ repo, request }) =>
      repo.passwordReset.request(String((await body(request)).email ?? '')).then(() => ({ success: true })),
  ],
  [
    'POST',
    /^\/password-reset\/reset$/,
    async ({ repo, request }) =>
      repo.passwordReset.reset((await body(request)) as never).then(() => ({ success: true })),
  ],
  [
    'POST',
    /^\/contact$/,
    async ({ repo, request }) => repo.contact.send((await body(request)) as never).then(() => ({ success: true })),
  ],

  ['GET', /^\/users$/, async ({ repo }) => ({ data: await repo.users.list() })],
  [
    'POST',
    /^\/users$/,
    async ({ repo, request }) => ({ data: await repo.users.create((await body(request)) as never) }),
  ],
  [
    'PUT',
    /^\/users\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.users.update(num(params[0]), (await body(request)) as never),
    }),
  ],
  [
    'DELETE',
    /^\/users\/(\d+)$/,
    async ({ repo, params }) => repo.users.remove(num(params[0])).then(() => ({ success: true })),
  ],

  ['GET', /^\/groups$/, async ({ repo }) => ({ data: await repo.groups.list() })],
  [
    'POST',
    /^\/groups$/,
    async ({ repo, request }) => ({ data: await repo.groups.create((await body(request)) as never) }),
  ],
  [
    'PUT',
    /^\/groups\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.groups.update(num(params[0]), (await body(request)) as never),
    }),
  ],
  [
    'DELETE',
    /^\/groups\/(\d+)$/,
    async ({ repo, params }) => repo.groups.remove(num(params[0])).then(() => ({ success: true })),
  ],

  ['GET', /^\/projects$/, async ({ repo }) => ({ data: await repo.projects.list() })],
  ['GET', /^\/projects\/featured$/, async ({ repo }) => ({ data: await repo.projects.featured() })],
  ['GET', /^\/projects\/user-groups$/, async ({ repo }) => ({ data: await repo.projects.ofMyGroups() })],
  ['GET', /^\/projects\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.projects.get(num(params[0])) })],
  [
    'POST',
    /^\/projects$/,
    async ({ repo, request }) => ({ data: await repo.projects.create(projectDraft(await request.formData())) }),
  ],
  [
    'POST',
    /^\/projects\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.projects.update(num(params[0]), projectDraft(await request.formData())),
    }),
  ],
  [
    'DELETE',
    /^\/projects\/(\d+)$/,
    async ({ repo, params }) => repo.projects.remove(num(params[0])).then(() => ({ success: true })),
  ],

  ['GET', /^\/categories$/, async ({ repo }) => ({ data: await repo.categories.list() })],
  ['GET', /^\/categories\/public\/active$/, async ({ repo }) => ({ data: await repo.categories.listActive() })],
  ['GET', /^\/categories\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.categories.get(num(params[0])) })],
  [
    'POST',
    /^\/categories$/,
    async ({ repo, request }) => ({
      success: true,
      data: await repo.categories.create((await body(request)) as never),
    }),
  ],
  [
    'PUT',
    /^\/categories\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.categories.update(num(params[0]), (await body(request)) as never),
    }),
  ],
  [
    'DELETE',
    /^\/categories\/(\d+)$/,
    async ({ repo, params }) => repo.categories.remove(num(params[0])).then(() => ({ success: true })),
  ],

  ['GET', /^\/polls$/, async ({ repo }) => ({ data: await repo.polls.list() })],
  ['GET', /^\/polls\/active$/, async ({ repo }) => ({ data: await repo.polls.active() })],
  ['GET', /^\/polls\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.polls.get(num(params[0])) })],
  [
    'POST',
    /^\/polls$/,
    async ({ repo, request }) => ({ data: await repo.polls.create((await body(request)) as never) }),
  ],
  [
    'PUT',
    /^\/polls\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.polls.update(num(params[0]), (await body(request)) as never),
    }),
  ],
  [
    'DELETE',
    /^\/polls\/(\d+)$/,
    async ({ repo, params }) => repo.polls.remove(num(params[0])).then(() => ({ success: true })),
  ],
  [
    'POST',
    /^\/polls\/(\d+)\/vote$/,
    async ({ repo, params, request }) => ({
      data: await repo.polls.vote(num(params[0]), Number((await body(request)).optionId)),
    }),
  ],

  [
    'GET',
    /^\/products$/,
    async ({ repo, url }) => ({
      success: true,
      data: await repo.products.list({
        search: url.searchParams.get('search') ?? undefined,
        category: url.searchParams.get('category') ?? undefined,
      }),
    }),
  ],
  [
    'POST',
    /^\/products$/,
    async ({ repo, request }) => ({
      success: true,
      data: await repo.products.create(productDraft(await request.formData())),
    }),
  ],
  [
    'POST',
    /^\/products\/(\d+)\/update$/,
    async ({ repo, params, request }) => ({
      success: true,
      data: await repo.products.update(num(params[0]), productDraft(await request.formData())),
    }),
  ],
  [
    'DELETE',
    /^\/products\/(\d+)$/,
    async ({ repo, params }) => repo.products.remove(num(params[0])).then(() => ({ success: true })),
  ],
  [
    'GET',
    /^\/public\/products$/,
    async ({ repo, url }) => ({
      success: true,
      data: await repo.publicProducts.list({
        search: url.searchParams.get('search') ?? undefined,
        category: url.searchParams.get('category') ?? undefined,
      }),
    }),
  ],
  [
    'GET',
    /^\/public\/products\/featured$/,
    async ({ repo }) => ({ success: true, data: await repo.publicProducts.featured() }),
  ],
  [
    'GET',
    /^\/public\/products\/(\d+)$/,
    async ({ repo, params }) => ({ success: true, data: await repo.publicProducts.get(num(params[0])) }),
  ],
  [
    'GET',
    /^\/public\/products\/(\d+)\/similar$/,
    async ({ repo, params }) => ({ success: true, data: await repo.publicProducts.similar(num(params[0])) }),
  ],

  [
    'GET',
    /^\/footer-pages$/,
    async ({ repo, url }) => ({
      data: await repo.footerPages.list((url.searchParams.get('status') ?? undefined) as never),
    }),
  ],
  [
    'GET',
    /^\/footer-pages\/slug\/([^/]+)$/,
    async ({ repo, params }) => ({ data: await repo.footerPages.bySlug(decodeURIComponent(params[0] ?? '')) }),
  ],
  [
    'POST',
    /^\/footer-pages$/,
    async ({ repo, request }) => ({ data: await repo.footerPages.create((await body(request)) as never) }),
  ],
  [
    'PUT',
    /^\/footer-pages\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.footerPages.update(num(params[0]), (await body(request)) as never),
    }),
  ],
  [
    'DELETE',
    /^\/footer-pages\/(\d+)$/,
    async ({ repo, params }) => repo.footerPages.remove(num(params[0])).then(() => ({ success: true })),
  ],

  ['GET', /^\/whitelisted-emails$/, async ({ repo }) => ({ data: await repo.whitelist.list() })],
  [
    'POST',
    /^\/whitelisted-emails$/,
    async ({ repo, request }) => ({ data: await repo.whitelist.create((await body(request)) as never) }),
  ],
  [
    'POST',
    /^\/whitelisted-emails\/check$/,
    async ({ repo, request }) => ({ allowed: await repo.whitelist.check(String((await body(request)).email ?? '')) }),
  ],
  [
    'PUT',
    /^\/whitelisted-emails\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.whitelist.update(num(params[0]), (await body(request)) as never),
    }),
  ],
  [
    'DELETE',
    /^\/whitelisted-emails\/(\d+)$/,
    async ({ repo, params }) => repo.whitelist.remove(num(params[0])).then(() => ({ success: true })),
  ],

  ['GET', /^\/tasks$/, async ({ repo }) => ({ data: await repo.tasks.list() })],
  [
    'GET',
    /^\/tasks\/project\/(\d+)$/,
    async ({ repo, params }) => ({ data: await repo.tasks.byProject(num(params[0])) }),
  ],
  ['GET', /^\/tasks\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.tasks.get(num(params[0])) })],
  ['GET', /^\/tasks\/(\d+)\/users$/, async ({ repo, params }) => ({ data: await repo.tasks.users(num(params[0])) })],
  [
    'POST',
    /^\/tasks$/,
    async ({ repo, request }) => ({ data: await repo.tasks.create(taskDraft(await request.formData())) }),
  ],
  [
    'POST',
    /^\/tasks\/(\d+)\/update$/,
    async ({ repo, params, request }) => ({
      data: await repo.tasks.update(num(params[0]), taskDraft(await request.formData())),
    }),
  ],
  [
    'DELETE',
    /^\/tasks\/(\d+)$/,
    async ({ repo, params }) => repo.tasks.remove(num(params[0])).then(() => ({ success: true })),
  ],
  [
    'GET',
    /^\/tasks\/(\d+)\/comments$/,
    async ({ repo, params }) => ({ data: await repo.comments.byTask(num(params[0])) }),
  ],
  [
    'POST',
    /^\/tasks\/(\d+)\/comments$/,
    async ({ repo, params, request }) => {
      const form = await request.formData();
      const parentId = text(form, 'parentId');
      return {
        data: await repo.comments.create(num(params[0]), {
          content: text(form, 'content') ?? '',
          files: files(form, 'attachments[]'),
          parentId: parentId ? Number(parentId) : null,
        }),
      };
    },
  ],
  ['POST', /^\/comments\/(\d+)\/like$/, async ({ repo, params }) => repo.comments.like(num(params[0]))],
  [
    'GET',
    /^\/comments\/(\d+)\/likes$/,
    async ({ repo, params }) => ({ data: await repo.comments.likes(num(params[0])) }),
  ],

  [
    'GET',
    /^\/configurations\/([a-z-]+)$/,
    async ({ repo, params }) => ({ settings: await repo.configurations.get(heroKey(params[0])) }),
  ],
  [
    'GET',
    /^\/public\/configurations\/([a-z-]+)$/,
    async ({ repo, params }) => ({ settings: await repo.configurations.getPublic(heroKey(params[0])) }),
  ],
  [
    'POST',
    /^\/configurations\/settings\/([a-z-]+)$/,
    async ({ repo, params, request }) => {
      const form = await request.formData();
      const data = jsonField<{ opacity?: number; imageDescription?: string }>(form, 'data', {});
      return {
        settings: await repo.configurations.save(heroKey(params[0]), {
          ...data,
          file: file(form, 'file') ?? undefined,
        }),
      };
    },
  ],
  [
    'DELETE',
    /^\/configuration\/settings\/([a-z-]+)$/,
    async ({ repo, params }) => repo.configurations.remove(heroKey(params[0])).then(() => ({ success: true })),
  ],

  ['GET', /^\/notifications$/, async ({ repo }) => ({ data: await repo.notifications.list() })],
  [
    'POST',
    /^\/notifications\/(\d+)\/read$/,
    async ({ repo, params }) => repo.notifications.markRead(num(params[0])).then(() => ({ success: true })),
  ],
  [
    'POST',
    /^\/notifications\/read-all$/,
    async ({ repo }) => repo.notifications.markAllRead().then(() => ({ success: true })),
  ],
  [
    'PUT',
    /^\/notifications\/settings$/,
    async ({ repo, request }) => ({ data: await repo.notifications.updateSettings((await body(request)) as never) }),
  ],
];

/** One part of a multipart body as it arrived: a file part, or a text part with its text. */
export type RecordedPart = { name: string; file: true } | { name: string; file: false; text: string };

/** A body as it arrived: the JSON object's field names, the multipart parts in order, or another content type. */
export type RecordedBody = { json: string[] } | { form: RecordedPart[] } | { other: string } | null;

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string with its '?', or '' for none. */
  query: string;
  authorization: string | null;
  accept: string | null;
  contentType: string | null;
  body: RecordedBody;
}

/** Reads a copy of the body, so the route handler still gets the original. */
async function recordBody(request: Request): Promise<RecordedBody> {
  const type = request.headers.get('Content-Type') ?? '';
  const copy = request.clone();
  if (type.startsWith('multipart/form-data')) {
    const parts = [...(await copy.formData()).entries()];
    return {
      form: parts.map(([name, value]) =>
        typeof value === 'string' ? { name, file: false, text: value } : { name, file: true },
      ),
    };
  }
  const text = await copy.text();
  if (type.startsWith('application/json')) {
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      return {
        json: typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.keys(parsed) : [],
      };
    } catch {
      // Not JSON after all: recorded as such; the route answers it as it would anyway.
    }
  }
  return type || text ? { other: type } : null;
}

/** Creates the façade; `handle` answers one request, `calls` records what reached it (for wire assertions). */
export function createApiFacade(options: FacadeOptions) {
  const basePath = options.basePath ?? '/api';
  names = fileNames(`${basePath}/files/`, options.fileKey ?? null);
  const calls: RecordedCall[] = [];
  const now = options.now ?? (() => new Date());

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const authorization = request.headers.get('Authorization');
    if (options.recordCalls ?? true) {
      calls.push({
        method: request.method,
        path,
        query: url.search,
        authorization,
        accept: request.headers.get('Accept'),
        contentType: request.headers.get('Content-Type'),
        body: await recordBody(request),
      });
    }
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    const ctx: DemoContext = { db: options.db, getToken: () => token, now };
    const repo = buildDemoRepository(options.db, ctx, options.seed);
    const fileName = request.method === 'GET' ? /^\/files\/([^/]+)$/.exec(path)?.[1] : undefined;
    if (fileName !== undefined) {
      const id = names.idOf(fileName);
      const stored = id === null ? undefined : await options.db.files.get(id);
      return stored
        ? new Response(stored.blob, { status: 200, headers: storedFileHeaders(stored) })
        : json(404, { success: false, message: 'Datei nicht gefunden' });
    }
    for (const [method, pattern, handler] of routes) {
      const match = request.method === method ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return json(200, await handler({ repo, params: match.slice(1), request, url }));
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Serverfehler';
        if (error instanceof UnauthorizedError) return json(401, { success: false, message });
        if (error instanceof TooManyAttemptsError) return json(429, { success: false, message });
        if (error instanceof ForbiddenError) return json(403, { success: false, message });
        if (error instanceof NotFoundError) return json(404, { success: false, message });
        // Before ValidationError, which it extends: a clash with stored data (an address taken, a second vote).
        if (error instanceof ConflictError) return json(409, { success: false, message, fields: error.fields });
        if (error instanceof ValidationError) return json(400, { success: false, message, fields: error.fields });
        if (error instanceof RepositoryError) return json(400, { success: false, message });
        return json(500, { success: false, message: 'Interner Serverfehler' });
      }
    }
    return json(404, { success: false, message: 'Unbekannter Pfad' });
  }

  return { handle, calls, fileIdOf: (name: string) => names.idOf(name) };
}
