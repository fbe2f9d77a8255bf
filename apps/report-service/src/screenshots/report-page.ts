import type { Page } from 'playwright-core';

/** Chart statuses that are final on a page: drawn (an empty result draws its message) or ended without a drawing. */
const FINAL = ['rendered', 'failed', 'stopped'];

/** What a dashboard or chart page showed once every chart on it was final. */
export interface PageReadiness {
  /** Names of the charts that ended without a drawing (an error, a stopped query, a missing definition). */
  failed: string[];
}

/**
 * Waits for the dashboard's `data-report-ready` signal (every chart of its selected tabs final). The
 * promise fails when the time runs out first, naming the charts still loading: such a page is never captured.
 */
export async function dashboardReady(page: Page, timeoutMs: number): Promise<PageReadiness> {
  const root = page.locator('article[data-report-ready]');
  try {
    await root.waitFor({ state: 'attached', timeout: timeoutMs });
  } catch {
    throw new Error(await notReadyMessage(page, timeoutMs));
  }
  const failed = await root.getAttribute('data-report-failed');
  return { failed: failed ? (JSON.parse(failed) as string[]) : [] };
}

/** Waits for the chart of an Explore page to be drawn or to fail; its name comes from the page title. */
export async function chartReady(page: Page, timeoutMs: number): Promise<PageReadiness> {
  const selector = FINAL.map((status) => `section[data-chart-status="${status}"]`).join(', ');
  try {
    await page.locator(selector).first().waitFor({ state: 'attached', timeout: timeoutMs });
  } catch {
    throw new Error(await notReadyMessage(page, timeoutMs));
  }
  const status = await page.locator('section[data-chart-status]').first().getAttribute('data-chart-status');
  return { failed: status === 'rendered' ? [] : [await page.title()] };
}

/** Why a page is not captured: which charts were still loading, or that the page itself never showed. */
async function notReadyMessage(page: Page, timeoutMs: number): Promise<string> {
  const pending = await page
    .locator('[data-chart-status]')
    .evaluateAll(
      (elements, final) =>
        elements
          .filter((element) => !final.includes(element.getAttribute('data-chart-status') ?? ''))
          .map((element) => element.getAttribute('aria-label') ?? '?'),
      FINAL,
    )
    .catch(() => [] as string[]);
  const seconds = Math.round(timeoutMs / 1000);
  if (pending.length === 0) return `The page did not show its charts within ${seconds} s, so no screenshot was taken (${page.url()})`;
  return `${pending.length} chart(s) were still loading after ${seconds} s, so no screenshot was taken: ${pending.join(', ')}`;
}
