import { saveBlob, svgMarkupToPng } from '../../../chart-actions';

/**
 * Superset's download file stem: the dashboard title in kebab case and the ISO time of the
 * download, colons made file-safe ('sales-overview-2026-11-25T10-00-00.000Z').
 */
export function dashboardFileStem(title: string, now: Date = new Date()): string {
  const base =
    title
      .trim()
      .replace(/[^\w\- ]+/g, '')
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .toLowerCase() || 'dashboard';
  return `${base}-${now.toISOString().replace(/:/g, '-')}`;
}

/** The page's own style rules, so the copy drawn as an image looks like the page. */
function pageStyles(): string {
  return [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        // Another origin's stylesheet cannot be read; the image does without it.
        return '';
      }
    })
    .join('\n');
}

/** A copy of the element in which canvases (which do not serialise) are replaced by pictures of themselves. */
function cloneForImage(element: HTMLElement): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement;
  const originals = element.querySelectorAll('canvas');
  copy.querySelectorAll('canvas').forEach((canvas, index) => {
    const original = originals[index];
    if (!original) return;
    const picture = document.createElement('img');
    picture.src = original.toDataURL('image/png');
    picture.width = original.clientWidth || original.width;
    picture.height = original.clientHeight || original.height;
    canvas.replaceWith(picture);
  });
  return copy;
}

/**
 * Draws the element (the dashboard grid) as a PNG: its markup and the page's styles go into an SVG
 * `foreignObject`, which the browser renders as an image onto a white canvas.
 */
export async function elementToPng(element: HTMLElement): Promise<Blob> {
  const width = Math.ceil(element.scrollWidth || element.getBoundingClientRect().width || 1200);
  const height = Math.ceil(element.scrollHeight || element.getBoundingClientRect().height || 800);
  const body = new XMLSerializer().serializeToString(cloneForImage(element));
  const css = new XMLSerializer().serializeToString(Object.assign(document.createElement('style'), { textContent: pageStyles() }));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%"><div xmlns="http://www.w3.org/1999/xhtml">${css}${body}</div></foreignObject></svg>`;
  return svgMarkupToPng(svg, width, height, 'The dashboard could not be drawn as an image');
}

/** 'Download as image': the dashboard grid as `<title>-<time>.png`. */
export async function downloadDashboardImage(grid: HTMLElement, title: string): Promise<void> {
  saveBlob(await elementToPng(grid), `${dashboardFileStem(title)}.png`);
}

/** While printing, only the grid shows (the print stylesheet keys on this class and attribute). */
const PRINTING_CLASS = 'printing-dashboard';
const PRINT_TARGET_ATTRIBUTE = 'data-print-target';
const PRINT_STYLESHEET = `@media print {
  body.${PRINTING_CLASS} * { visibility: hidden; }
  body.${PRINTING_CLASS} [${PRINT_TARGET_ATTRIBUTE}], body.${PRINTING_CLASS} [${PRINT_TARGET_ATTRIBUTE}] * { visibility: visible; }
  body.${PRINTING_CLASS} [${PRINT_TARGET_ATTRIBUTE}] { position: absolute; inset-inline-start: 0; top: 0; width: 100%; }
}`;

/**
 * 'Export to PDF' without a PDF library: the browser's print dialog (whose 'Save as PDF' makes the
 * file) on a print stylesheet showing only the grid. The document title, which browsers offer as
 * the PDF's name, is `<title>-<time>` meanwhile.
 */
export function printDashboard(grid: HTMLElement, title: string): void {
  const style = Object.assign(document.createElement('style'), { textContent: PRINT_STYLESHEET });
  const pageTitle = document.title;
  const restore = () => {
    document.title = pageTitle;
    grid.removeAttribute(PRINT_TARGET_ATTRIBUTE);
    document.body.classList.remove(PRINTING_CLASS);
    style.remove();
  };
  document.head.appendChild(style);
  document.body.classList.add(PRINTING_CLASS);
  grid.setAttribute(PRINT_TARGET_ATTRIBUTE, '');
  document.title = dashboardFileStem(title);
  window.addEventListener('afterprint', restore, { once: true });
  try {
    window.print();
  } catch (error) {
    window.removeEventListener('afterprint', restore);
    restore();
    throw error;
  }
}
