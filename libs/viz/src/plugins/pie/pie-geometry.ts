import { arc, pie } from 'd3-shape';
import type { PieArcDatum } from 'd3-shape';
import type { PieChartProps, PieSlice } from './pie.types';

export interface PieGeometry {
  cx: number;
  cy: number;
  outer: number;
  inner: number;
  arcs: PieArcDatum<PieSlice>[];
  path: (datum: PieArcDatum<PieSlice>) => string;
  /** Where a slice's label goes: its centroid inside, or just beyond the rim outside. */
  labelPosition: (datum: PieArcDatum<PieSlice>) => [number, number];
}

/**
 * Centre, radii and arcs for the box below the legend. Radii are percentages of the largest
 * radius that fits; slices keep the query's order (clockwise from twelve o'clock).
 */
export function pieGeometry(props: PieChartProps, top: number): PieGeometry {
  const available = Math.max(0, props.height - top);
  const maxRadius = Math.min(props.width, available) / 2;
  const outer = (maxRadius * props.outerRadius) / 100;
  const inner = props.donut ? (maxRadius * props.innerRadius) / 100 : 0;
  const arcs = pie<PieSlice>()
    .sort(null)
    .value((slice) => Math.max(0, slice.value))(props.slices);
  const shape = arc<PieArcDatum<PieSlice>>().innerRadius(inner).outerRadius(outer);
  const labelArc = arc<PieArcDatum<PieSlice>>()
    .innerRadius(outer * 1.15)
    .outerRadius(outer * 1.15);
  return {
    cx: props.width / 2,
    cy: top + available / 2,
    outer,
    inner,
    arcs,
    path: (datum) => shape(datum) ?? '',
    labelPosition: (datum) => (props.labelsOutside ? labelArc.centroid(datum) : shape.centroid(datum)),
  };
}
