import type { Selection } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';
import type { ZoomTransform } from 'd3-zoom';

/** Superset's `roam` option: pan and zoom, zoom only, pan only, or neither. */
export type RoamMode = boolean | 'scale' | 'move';

export const IDENTITY_TRANSFORM: ZoomTransform = zoomIdentity;

/**
 * Lets the user pan and/or zoom `layer` inside `svg` as `mode` allows, starting from `initial`;
 * `onChange` receives every new transform so a redraw can keep it.
 */
export function enableRoam(
  svg: Selection<SVGSVGElement, unknown, null, undefined>,
  layer: Selection<SVGGElement, unknown, null, undefined>,
  mode: RoamMode,
  size: { width: number; height: number },
  initial: ZoomTransform,
  onChange: (transform: ZoomTransform) => void,
): void {
  layer.attr('transform', initial.toString());
  if (mode === false) return;
  const behaviour = zoom<SVGSVGElement, unknown>()
    // An explicit extent: the default reads the SVG's viewBox, which charts do not set.
    .extent([
      [0, 0],
      [size.width, size.height],
    ])
    .scaleExtent(mode === 'move' ? [1, 1] : [0.2, 8])
    .on('zoom', (event: { transform: ZoomTransform }) => {
      const transform = mode === 'scale' ? zoomIdentity.scale(event.transform.k) : event.transform;
      layer.attr('transform', transform.toString());
      onChange(transform);
    });
  svg.call(behaviour).call(behaviour.transform, initial);
}
