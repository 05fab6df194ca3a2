import type { SeedSource } from '../src/data/demo/seed';
import { fileNames } from './file-names';
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
import { accountRoutes } from './facade/account-routes';
import { contentRoutes } from './facade/content-routes';
import { peopleRoutes } from './facade/people-routes';
import { pollRoutes } from './facade/poll-routes';
import { productRoutes } from './facade/product-routes';
import { projectRoutes } from './facade/project-routes';
import { recordBody, type RecordedCall } from './facade/record-call';
import { storedFileHeaders } from './facade/stored-file-headers';
import { taskRoutes } from './facade/task-routes';
import { intakeMessages, type Intake } from './facade/intake';
import { fileIdOf, json, setFileNames } from './facade/wire';
import { failureBody, failureLine, newRequestId, REQUEST_ID_HEADER, type Failure } from './facade/failure';

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
  /**
   * Hears what went wrong unexpectedly (a 500) with the id its answer carries; the default writes its line
   * (failureLine, with the stack) to the console.
   */
  logError?: (failure: Failure) => void;
}

// The paths do not overlap, so the order of the resources does not matter.
const routes = [
  ...accountRoutes,
  ...peopleRoutes,
  ...projectRoutes,
  ...contentRoutes,
  ...pollRoutes,
  ...productRoutes,
  ...taskRoutes,
];

/** The answer to an error the store throws on purpose (who may, what is there, what is valid); null for a defect. */
function refusalOf(error: unknown): Response | null {
  if (!(error instanceof Error)) return null;
  const { message } = error;
  if (error instanceof UnauthorizedError) return json(401, { success: false, message });
  if (error instanceof TooManyAttemptsError) return json(429, { success: false, message });
  if (error instanceof ForbiddenError) return json(403, { success: false, message });
  if (error instanceof NotFoundError) return json(404, { success: false, message });
  // Before ValidationError, which it extends: a clash with stored data (an address taken, a second vote).
  if (error instanceof ConflictError) return json(409, { success: false, message, fields: error.fields });
  if (error instanceof ValidationError) return json(400, { success: false, message, fields: error.fields });
  if (error instanceof RepositoryError) return json(400, { success: false, message });
  return null;
}

/** Creates the façade; `handle` answers one request, `calls` records what reached it (for wire assertions). */
export function createApiFacade(options: FacadeOptions) {
  const basePath = options.basePath ?? '/api';
  setFileNames(fileNames(`${basePath}/files/`, options.fileKey ?? null));
  const calls: RecordedCall[] = [];
  const now = options.now ?? (() => new Date());

  const logError = options.logError ?? ((failure: Failure) => console.error(failureLine(failure)));

  const pathUnderBase = (pathname: string) =>
    pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;

  /** The route of a request, or undefined for a path (or method) this API does not have. */
  function routeOf(method: string, path: string) {
    for (const route of routes) {
      const match = route[0] === method ? route[1].exec(path) : null;
      if (match) return { route, params: match.slice(1) };
    }
    return undefined;
  }

  /**
   * What a write to `pathname` (under the base path) takes in, checked before its body is read; null for a path
   * or method this API does not have.
   */
  function intakeOf(method: string, pathname: string): Intake | null {
    return routeOf(method, pathUnderBase(pathname))?.route[3] ?? null;
  }

  /** The store's answer to one request; what it throws, `handle` turns into a status. */
  async function answer(request: Request, url: URL, path: string, device: string | undefined): Promise<Response> {
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
    const ctx: DemoContext = { db: options.db, getToken: () => token, now, device };
    const repo = buildDemoRepository(options.db, ctx, options.seed);
    const fileName = request.method === 'GET' ? /^\/files\/([^/]+)$/.exec(path)?.[1] : undefined;
    if (fileName !== undefined) {
      const id = fileIdOf(fileName);
      const stored = id === null ? undefined : await options.db.files.get(id);
      return stored
        ? new Response(stored.blob, { status: 200, headers: storedFileHeaders(stored) })
        : json(404, { success: false, message: 'Datei nicht gefunden' });
    }
    const found = routeOf(request.method, path);
    if (!found) return json(404, { success: false, message: intakeMessages.unknownPath });
    // Who before what: a member's draft to an admin's route is refused as the store would, whatever it holds.
    if (found.route[3]?.admin && (await repo.auth.currentUser())?.role !== 'admin') throw new ForbiddenError();
    return json(200, await found.route[2]({ repo, params: found.params, request, url }));
  }

  /** `device`: where the request comes from (the workshop server: the client's address), for sign-in throttling. */
  async function handle(request: Request, device?: string): Promise<Response> {
    const url = new URL(request.url);
    try {
      return await answer(request, url, pathUnderBase(url.pathname), device);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      const requestId = newRequestId();
      logError({ error, requestId, method: request.method, path: url.pathname });
      return json(500, failureBody(requestId), { [REQUEST_ID_HEADER]: requestId });
    }
  }

  return { handle, intakeOf, calls, fileIdOf };
}
