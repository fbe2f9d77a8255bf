import type { BrowserContext } from 'playwright-core';

export interface CspWatch {
  /** Each violation as the browser reported it, in order. */
  readonly violations: string[];
}

/**
 * Records every Content-Security-Policy violation in a browser context: the
 * `securitypolicyviolation` events of every page and frame (embedded iframes included), and
 * Chromium's console reports, which also cover workers. A page that works only because the policy
 * is missing would show up here once the policy is sent.
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspWatch> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => Promise<void> }).reportCspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} on ${event.documentURI}`);
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return { violations };
}
