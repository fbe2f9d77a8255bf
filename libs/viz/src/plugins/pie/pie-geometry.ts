import { arc, pie } from 'd3-shape';
import type { PieArcDatum } from 'd3-shape';
import { estimateTextWidth, truncateText } from '../../core/render/text-measure';
import type { PieChartProps, PieSlice } from './pie.types';

/** Font size of slice labels. */
export const PIE_LABEL_FONT_SIZE = 11;
/** Outside labels sit this far beyond the rim, as a share of the outer radius. */
const OUTSIDE_LABEL_RADIUS = 1.15;
/** Room kept free between an outside label and the chart's edge. */
const EDGE_PADDING = 6;
/** Outside labels may shrink the pie to this share of the radius asked for, no further (longer labels are shortened). */
const MIN_RADIUS_SHARE = 0.55;

export interface PieGeometry {
  cx: number;
  cy: number;
  outer: number;
  inner: number;
  arcs: PieArcDatum<PieSlice>[];
  path: (datum: PieArcDatum<PieSlice>) => string;
  /** Where a slice's label goes: its centroid inside, or just beyond the rim outside. */
  labelPosition: (datum: PieArcDatum<PieSlice>) => [number, number];
  /** A slice's label as drawn: outside labels are shortened with an ellipsis where the chart's edge would cut them. */
  labelText: (datum: PieArcDatum<PieSlice>) => string;
}

const midAngle = (datum: PieArcDatum<PieSlice>) => (datum.startAngle + datum.endAngle) / 2;

/**
 * The outer radius at which every shown outside label fits between the pie and the chart's edges:
 * a label runs sideways from its anchor beyond the rim, so the rim moves in until it does.
 */
function radiusFittingLabels(arcs: PieArcDatum<PieSlice>[], outer: number, halfWidth: number, halfHeight: number): number {
  let radius = outer;
  for (const datum of arcs) {
    if (!datum.data.showLabel) continue;
    const sin = Math.abs(Math.sin(midAngle(datum)));
    const cos = Math.abs(Math.cos(midAngle(datum)));
    const textWidth = estimateTextWidth(datum.data.label, PIE_LABEL_FONT_SIZE);
    if (sin > 0.05) radius = Math.min(radius, (halfWidth - EDGE_PADDING - textWidth) / (OUTSIDE_LABEL_RADIUS * sin));
    if (cos > 0.05) radius = Math.min(radius, (halfHeight - EDGE_PADDING - PIE_LABEL_FONT_SIZE / 2) / (OUTSIDE_LABEL_RADIUS * cos));
  }
  return Math.max(radius, outer * MIN_RADIUS_SHARE);
}

/**
 * Centre, radii and arcs for the box below the legend. Radii are percentages of the largest
 * radius that fits; slices keep the query's order (clockwise from twelve o'clock). Outside labels
 * stay inside the chart: the pie shrinks for them, and what still does not fit is shortened.
 */
export function pieGeometry(props: PieChartProps, top: number): PieGeometry {
  const available = Math.max(0, props.height - top);
  const maxRadius = Math.min(props.width, available) / 2;
  const arcs = pie<PieSlice>()
    .sort(null)
    .value((slice) => Math.max(0, slice.value))(props.slices);
  const asked = (maxRadius * props.outerRadius) / 100;
  const outer = props.labelsOutside ? radiusFittingLabels(arcs, asked, props.width / 2, available / 2) : asked;
  const inner = props.donut ? Math.min((maxRadius * props.innerRadius) / 100, outer * 0.9) : 0;
  const shape = arc<PieArcDatum<PieSlice>>().innerRadius(inner).outerRadius(outer);
  const labelArc = arc<PieArcDatum<PieSlice>>()
    .innerRadius(outer * OUTSIDE_LABEL_RADIUS)
    .outerRadius(outer * OUTSIDE_LABEL_RADIUS);
  const labelPosition = (datum: PieArcDatum<PieSlice>): [number, number] =>
    props.labelsOutside ? labelArc.centroid(datum) : shape.centroid(datum);
  return {
    cx: props.width / 2,
    cy: top + available / 2,
    outer,
    inner,
    arcs,
    path: (datum) => shape(datum) ?? '',
    labelPosition,
    labelText: (datum) => {
      if (!props.labelsOutside) return datum.data.label;
      const room = props.width / 2 - EDGE_PADDING - Math.abs(labelPosition(datum)[0]);
      return truncateText(datum.data.label, room, PIE_LABEL_FONT_SIZE);
    },
  };
}
