/** Serialises a drawn chart's SVG with its size, so it renders the same outside the page. */
export function serializeChartSvg(svg: SVGSVGElement): { markup: string; width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width || Number(svg.getAttribute('width')) || 800);
  const height = Math.round(box.height || Number(svg.getAttribute('height')) || 600);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return { markup: new XMLSerializer().serializeToString(copy), width, height };
}

/** A file name from the chart's name: Superset's `<name>-<date>.png` with unsafe characters dropped. */
export function imageFileName(chartName: string, now: Date = new Date()): string {
  const base =
    chartName
      .trim()
      .replace(/[^\w\- ]+/g, '')
      .replace(/\s+/g, '-')
      .toLowerCase() || 'chart';
  return `${base}-${now.toISOString().slice(0, 10)}.png`;
}

function loadImage(source: string, failure: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(failure));
    image.src = source;
  });
}

/** Renders SVG markup onto a white canvas of `width` × `height` and answers it as a PNG; fails with `failure`. */
export async function svgMarkupToPng(markup: string, width: number, height: number, failure: string): Promise<Blob> {
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`, failure);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(failure);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(failure))), 'image/png'));
}

/** Draws the SVG on a white canvas and answers it as a PNG. */
export async function chartSvgToPng(svg: SVGSVGElement): Promise<Blob> {
  const { markup, width, height } = serializeChartSvg(svg);
  return svgMarkupToPng(markup, width, height, 'The chart could not be drawn as an image');
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Download as image': the largest SVG of the chart (the drawing, not an icon) as a PNG. */
export async function downloadChartImage(container: Element, chartName: string): Promise<void> {
  const svgs = [...container.querySelectorAll('svg')];
  const svg = svgs.sort((a, b) => area(b) - area(a))[0];
  if (!svg) throw new Error('The chart could not be drawn as an image');
  saveBlob(await chartSvgToPng(svg), imageFileName(chartName));
}

function area(svg: SVGSVGElement): number {
  const box = svg.getBoundingClientRect();
  return box.width * box.height || Number(svg.getAttribute('width')) * Number(svg.getAttribute('height')) || 0;
}

/** The iframe snippet that embeds the chart's permalink (Superset's 'Embed code'). */
export function embedCode(url: string, width: number, height: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `<iframe\n  width="${width}"\n  height="${height}"\n  seamless\n  frameBorder="0"\n  scrolling="no"\n  src="${url}${separator}standalone=1&height=${height}"\n>\n</iframe>`;
}
