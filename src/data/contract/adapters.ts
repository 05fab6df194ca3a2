import { createHttpRepository } from '../http/create-http-repository';
import type { Repository } from '../repository';
import { createTestContext, demoSeed, type TestContext } from '../../testing/demo-context';
import { buildDemoRepository } from '../demo/create-demo-repository';
import { createApiFacade } from '../../../server/api-facade';
import type { RecordedCall } from '../../../server/facade/record-call';

export interface AdapterFixture {
  repo: Repository;
  ctx: TestContext;
  signInAs(email: string): Promise<void>;
  signOut(): void;
  setToken(token: string | null): void;
  /** Calls that reached the /api façade (HTTP adapter only; empty for the demo adapter). */
  calls: RecordedCall[];
}

/** The demo adapter straight over a seeded store. */
export async function demoFixture(): Promise<AdapterFixture> {
  const ctx = await createTestContext();
  return {
    repo: buildDemoRepository(ctx.db, ctx, demoSeed),
    ctx,
    signInAs: async (email) => void (await ctx.signInAs(email)),
    signOut: () => ctx.signOut(),
    setToken: (token) => ctx.setToken(token),
    calls: [],
  };
}

/** The HTTP adapter talking to the /api façade, which serves the same kind of seeded store over the wire. */
export async function httpFixture(): Promise<AdapterFixture> {
  const ctx = await createTestContext();
  const facade = createApiFacade({ db: ctx.db, seed: demoSeed, now: ctx.now });
  let token: string | null = null;
  // The signed-in user's id, which the adapter sends as a product's createdBy (the app reads it from the session).
  let userId: number | null = null;
  const repo = createHttpRepository({
    baseUrl: 'http://kiz.test/api',
    getToken: () => token,
    getUserId: () => userId,
    fetch: async (input, init) => facade.handle(new Request(input, init)),
  });
  return {
    repo,
    ctx,
    async signInAs(email) {
      userId = await ctx.signInAs(email);
      token = ctx.getToken();
    },
    signOut: () => {
      token = null;
      userId = null;
    },
    setToken: (next) => {
      token = next;
    },
    calls: facade.calls,
  };
}
