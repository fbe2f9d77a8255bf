import type { Browser } from 'playwright-core';

/**
 * A PDF of one page, the size of the picture, showing a rendered PNG (Superset's dashboard screenshot
 * download as PDF): printed by the same Chromium, so no second drawing of the dashboard is needed.
 */
export async function pngToPdf(browser: Browser, png: Buffer): Promise<Buffer> {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
  try {
    // Nothing is fetched: the page is given as text and the picture inline.
    await context.route('**/*', (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.setContent(
      `<html><body style="margin:0"><img style="display:block;width:${width}px;height:${height}px" src="data:image/png;base64,${png.toString('base64')}"></body></html>`,
    );
    return await page.pdf({ width: `${width}px`, height: `${height + 2}px`, printBackground: true, pageRanges: '1' });
  } finally {
    await context.close().catch(() => undefined);
  }
}
