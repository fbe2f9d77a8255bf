import type { ChartRoot } from './define-renderer';

export interface TooltipRow {
  label: string;
  value: string;
  color?: string;
  /** Bold row, e.g. the hovered series. */
  focused?: boolean;
}

export interface Tooltip {
  show(title: string, rows: readonly TooltipRow[], x: number, y: number): void;
  hide(): void;
}

const OFFSET = 12;

/**
 * A positioned div over the chart. Content goes in as text, never HTML, so labels from the data
 * cannot inject markup. It flips to the left of the pointer near the right edge.
 */
export function createTooltip(root: ChartRoot, width: number): Tooltip {
  const tip = root
    .append('div')
    .attr('class', 'tessera-tooltip')
    .attr('role', 'tooltip')
    .style('position', 'absolute')
    .style('pointer-events', 'none')
    .style('display', 'none')
    .style('background', 'rgba(255,255,255,0.96)')
    .style('border', '1px solid #ccc')
    .style('border-radius', '4px')
    .style('padding', '6px 8px')
    .style('font', '12px sans-serif')
    .style('white-space', 'nowrap');
  return {
    show(title, rows, x, y) {
      tip.selectAll('*').remove();
      if (title) tip.append('div').attr('class', 'tessera-tooltip-title').style('font-weight', 'bold').text(title);
      for (const row of rows) {
        const line = tip
          .append('div')
          .attr('class', 'tessera-tooltip-row')
          .style('font-weight', row.focused ? 'bold' : 'normal');
        if (row.color) {
          line
            .append('span')
            .attr('class', 'tessera-tooltip-swatch')
            .style('display', 'inline-block')
            .style('width', '8px')
            .style('height', '8px')
            .style('margin-right', '4px')
            .style('background', row.color);
        }
        line.append('span').attr('class', 'tessera-tooltip-label').text(`${row.label}: `);
        line.append('span').attr('class', 'tessera-tooltip-value').text(row.value);
      }
      const flip = x > width * 0.6;
      tip.style('display', 'block').style('top', `${Math.max(0, y + OFFSET)}px`);
      if (flip) tip.style('left', null).style('right', `${Math.max(0, width - x + OFFSET)}px`);
      else tip.style('right', null).style('left', `${x + OFFSET}px`);
    },
    hide() {
      tip.style('display', 'none');
    },
  };
}
