import type { BrowserContext, Page, Response, WebSocket } from 'playwright-core';

/** When each chart of a page drew, and when its chart-data answers arrived; all in epoch milliseconds. */
export interface ChartTimeline {
  /** When the page's navigation started (`performance.timeOrigin`). */
  navigationStart: number;
  /** First time each chart (by id) reached `data-chart-status="rendered"`. */
  drawnAt: Map<number, number>;
  /** Arrival of every chart-data answer: replies on the chart-data socket and `POST /api/v1/chart/data` responses. */
  answersAt: number[];
}

declare global {
  interface Window {
    chartsDrawnAt?: Record<string, number>;
  }
}

/**
 * Marks, in every page of `context`, the moment each dashboard chart first reports itself drawn.
 * The observer runs inside the page from its first script on, so the times are the page's own and
 * do not depend on how often the test polls.
 */
export async function watchChartDrawing(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const drawnAt: Record<string, number> = {};
    window.chartsDrawnAt = drawnAt;
    const note = (element: Element) => {
      const chartId = element.getAttribute('data-chart-id');
      if (chartId && element.getAttribute('data-chart-status') === 'rendered' && drawnAt[chartId] === undefined) {
        drawnAt[chartId] = performance.timeOrigin + performance.now();
      }
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target instanceof Element) note(mutation.target);
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          note(node);
          node.querySelectorAll('[data-chart-status="rendered"]').forEach(note);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-chart-status'] });
  });
}

/** Records when chart-data answers reach `page` from now on, whichever way they travel; start it before navigating. */
export function recordChartAnswers(page: Page): number[] {
  const answersAt: number[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.request().method() === 'POST' && url.pathname === '/api/v1/chart/data') answersAt.push(Date.now());
  });
  page.on('websocket', (socket: WebSocket) => {
    if (!new URL(socket.url()).pathname.endsWith('/ws/chart-data')) return;
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { type?: string };
      if (frame.type === 'reply') answersAt.push(Date.now());
    });
  });
  return answersAt;
}

/** The page's navigation start and the charts drawn so far. */
export async function readChartDrawing(page: Page): Promise<Pick<ChartTimeline, 'navigationStart' | 'drawnAt'>> {
  const { navigationStart, drawnAt } = await page.evaluate(() => ({
    navigationStart: performance.timeOrigin,
    drawnAt: window.chartsDrawnAt ?? {},
  }));
  return { navigationStart, drawnAt: new Map(Object.entries(drawnAt).map(([chartId, at]) => [Number(chartId), at])) };
}

/** Each chart's `data-chart-status` on the page now, counted: what a failed wait reports. */
async function chartStatusCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    document.querySelectorAll('[data-chart-status]').forEach((element) => {
      const status = element.getAttribute('data-chart-status') ?? '';
      counts[status] = (counts[status] ?? 0) + 1;
    });
    return counts;
  });
}

/** Waits until `count` charts have drawn, then reads the timeline; a chart that fails, or time running out, fails the wait with every chart's status. */
export async function waitForChartsDrawn(page: Page, count: number, answersAt: number[], timeoutMs = 60_000): Promise<ChartTimeline> {
  try {
    await page.waitForFunction(
      (wanted) =>
        Object.keys(window.chartsDrawnAt ?? {}).length >= wanted || document.querySelector('[data-chart-status="failed"]') !== null,
      count,
      { timeout: timeoutMs, polling: 100 },
    );
  } catch (error) {
    throw new Error(`${count} charts did not draw in time; chart statuses: ${JSON.stringify(await chartStatusCounts(page))}`, {
      cause: error,
    });
  }
  const failed = await page.locator('[data-chart-status="failed"]').allInnerTexts();
  if (failed.length > 0) throw new Error(`charts failed to draw: ${failed.join(' | ')}`);
  return { ...(await readChartDrawing(page)), answersAt: [...answersAt] };
}
