import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';

declare global {
  interface Window {
    reportPolicyViolation?: (violation: { directive: string; blockedUri: string; sample: string }) => void;
  }
}

/**
 * Listens in every page of the context, from before its first script, for what the Content-Security-Policy
 * blocked. The returned check fails naming each blocked URI, the directive and the page. Contexts a test opens
 * itself (`browser.newContext()`) call it too.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<() => void> {
  const violations: string[] = [];
  await context.exposeBinding(
    'reportPolicyViolation',
    ({ page }, { directive, blockedUri, sample }: { directive: string; blockedUri: string; sample: string }) => {
      violations.push(
        `${directive} blockierte ${blockedUri || '(ohne URI)'}${sample ? ` („${sample}“)` : ''} auf ${page.url()}`,
      );
    },
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportPolicyViolation?.({
        directive: event.effectiveDirective,
        blockedUri: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return () => expect(violations, 'Verstöße gegen die Content-Security-Policy').toEqual([]);
}

/** Every test's context fails the test on a Content-Security-Policy violation, as it happens in any of its pages. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const expectNoViolations = await watchPolicyViolations(context);
    await provide(context);
    expectNoViolations();
  },
});
