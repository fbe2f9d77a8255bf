import type { ChartRoot } from '../../core/render/define-renderer';
import { estimateTextWidth } from '../../core/render/text-measure';

/** The largest font size up to `preferred` at which `text` fits in `maxWidth`. */
export function fitFontSize(text: string, maxWidth: number, preferred: number): number {
  const width = estimateTextWidth(text, preferred);
  if (width <= maxWidth || width === 0) return Math.floor(preferred);
  return Math.max(8, Math.floor((preferred * maxWidth) / width));
}

export interface HeadlineText {
  text: string;
  className: string;
  fontSize: number;
  color?: string;
}

/** Stacked lines of centred text (headline, subheader, timestamp) sized to the chart width. */
export function drawHeadline(root: ChartRoot, lines: readonly HeadlineText[], width: number): number {
  const box = root.append('div').attr('class', 'tessera-big-number-text').style('text-align', 'center').style('font-family', 'sans-serif');
  let used = 0;
  for (const line of lines) {
    if (!line.text) continue;
    const size = fitFontSize(line.text, width * 0.9, line.fontSize);
    box
      .append('div')
      .attr('class', line.className)
      .style('font-size', `${size}px`)
      .style('line-height', '1.15')
      .style('font-weight', line.className.includes('header-line') ? '600' : 'normal')
      .style('color', line.color ?? '#333')
      .style('white-space', 'nowrap')
      .text(line.text);
    used += Math.ceil(size * 1.15);
  }
  return used;
}
