import { select } from 'd3-selection';
import type { Selection } from 'd3-selection';
import type { ChartRenderer, RenderCallbacks } from '../chart-plugin.types';

export type ChartRoot = Selection<HTMLDivElement, unknown, null, undefined>;

/** Props every renderer receives: the box to draw in. */
export interface SizedProps {
  width: number;
  height: number;
}

/**
 * Draws a chart into an emptied root; `state` survives updates (sort order, page, hidden series)
 * and `redraw` repaints with the current props after an interaction changed that state.
 */
export type DrawChart<P, S> = (root: ChartRoot, props: P, callbacks: RenderCallbacks, state: S, redraw: () => void) => void;

/**
 * Builds a renderer from a draw function: one positioned root per render, cleared and redrawn on
 * each update, errors routed to `onError` (rethrown when nobody listens), `onRendered` after each
 * successful draw.
 */
export function defineRenderer<P extends SizedProps, S = undefined>(draw: DrawChart<P, S>, createState?: () => S): ChartRenderer<P> {
  return {
    render(element, props, callbacks) {
      const root: ChartRoot = select(element)
        .append('div')
        .attr('class', 'tessera-chart')
        .style('position', 'relative')
        .style('overflow', 'hidden');
      const state = (createState ? createState() : undefined) as S;
      let current = props;
      const paint = (next: P) => {
        current = next;
        root.selectAll('*').remove();
        root.style('width', `${next.width}px`).style('height', `${next.height}px`);
        try {
          draw(root, next, callbacks, state, () => paint(current));
          callbacks.onRendered?.();
        } catch (error) {
          if (!callbacks.onError) throw error;
          callbacks.onError(error);
        }
      };
      paint(props);
      return { update: paint, destroy: () => root.remove() };
    },
  };
}
