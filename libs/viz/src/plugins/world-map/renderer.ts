import { scaleLinear } from 'd3-scale';
import { getChartColorScale } from '../../color/color-namespace';
import { createSequentialScale, getSequentialScheme } from '../../color/sequential-schemes';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { countryName, countryShapeId } from './country-match';
import { countryFeatures, worldPath } from './world-geometry';
import type { WorldMapProps, WorldMapRow } from './world-map.types';

export const NO_DATA_FILL = '#e0e0e0';

interface MatchedRow {
  row: WorldMapRow;
  name: string;
  fill: string;
}

/** Rows matched to country shapes (the first row of each country wins), with their fill colours. */
export function matchRows(props: WorldMapProps): Map<string, MatchedRow> {
  const byShape = new Map<string, { row: WorldMapRow; name: string }>();
  for (const row of props.rows) {
    const id = countryShapeId(row.entity, props.countryFieldType);
    if (id && !byShape.has(id)) byShape.set(id, { row, name: countryName(id) ?? String(row.entity) });
  }
  const values = [...byShape.values()].map(({ row }) => row.m1).filter(Number.isFinite);
  const sequential = createSequentialScale(
    getSequentialScheme(props.linearColorScheme),
    values.length ? [Math.min(...values), Math.max(...values)] : [0, 1],
  );
  const categorical = getChartColorScale({ color_scheme: props.colorScheme, label_colors: props.labelColors }, props.colorNamespace);
  return new Map(
    [...byShape].map(([id, { row, name }]) => [
      id,
      {
        row,
        name,
        fill: props.colorBy === 'country' ? categorical.getColor(name) : Number.isFinite(row.m1) ? sequential(row.m1) : NO_DATA_FILL,
      },
    ]),
  );
}

/**
 * Every country's shape, shaded by its metric (or coloured per country), grey without data;
 * bubbles sized by the second metric on request. Hovering shows the value, clicking a country
 * cross-filters on it, a right-click drills to its rows.
 */
function drawWorldMap(root: ChartRoot, props: WorldMapProps, callbacks: RenderCallbacks): void {
  if (props.rows.length === 0) {
    drawEmptyState(root);
    return;
  }
  const features = countryFeatures();
  const path = worldPath(props.width, props.height, features);
  const matched = matchRows(props);
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const selected = props.selectedValues;
  const faded = (match?: MatchedRow) => selected.length > 0 && !(match && selected.includes(match.row.entity));
  const interact = (target: SVGElement, match: MatchedRow, bubble: boolean) => {
    target.addEventListener('mousemove', (event: MouseEvent) => {
      const [x, y] = pointerWithin(event, svgNode);
      const label = bubble ? (props.bubbleLabel ?? '') : props.metricLabel;
      tooltip.show(match.name, [{ label, value: (bubble ? match.row.formattedM2 : match.row.formattedM1) ?? '' }], x, y);
    });
    target.addEventListener('mouseleave', () => tooltip.hide());
    target.addEventListener('click', () => {
      if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter([props.entityColumn], [match.row.entity], selected));
    });
    target.addEventListener('contextmenu', (event: MouseEvent) => {
      if (!callbacks.onContextMenu) return;
      event.preventDefault();
      callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, [props.entityColumn], [match.row.entity]));
    });
  };

  const countries = svg.append('g').attr('class', 'tessera-world-map');
  for (const shape of features) {
    const match = shape.id ? matched.get(shape.id) : undefined;
    const node = countries
      .append('path')
      .attr('class', match ? 'tessera-country tessera-country-data' : 'tessera-country')
      .attr('data-country', shape.id ?? '')
      .attr('d', path(shape) ?? '')
      .attr('fill', match?.fill ?? NO_DATA_FILL)
      .attr('stroke', '#fff')
      .attr('stroke-width', 0.5)
      .style('fill-opacity', faded(match) ? 0.35 : 1)
      .style('cursor', match && props.emitCrossFilters ? 'pointer' : 'default')
      .node() as SVGPathElement;
    if (match) interact(node, match, false);
  }

  if (!props.showBubbles) return;
  const withBubbles = [...matched.entries()].filter(([, match]) => match.row.m2 !== undefined && Number.isFinite(match.row.m2));
  const roots = withBubbles.map(([, match]) => Math.sqrt(Math.max(0, match.row.m2 as number)));
  const radius = scaleLinear()
    .domain([Math.min(...roots), Math.max(...roots)])
    .range([1, props.maxBubbleSize]);
  const bubbles = svg.append('g').attr('class', 'tessera-world-map-bubbles');
  for (const [id, match] of withBubbles) {
    const shape = features.find((candidate) => candidate.id === id);
    if (!shape) continue;
    const [cx, cy] = path.centroid(shape);
    const node = bubbles
      .append('circle')
      .attr('class', 'tessera-world-map-bubble')
      .attr('cx', cx)
      .attr('cy', cy)
      .attr('r', roots.length > 1 ? radius(Math.sqrt(Math.max(0, match.row.m2 as number))) : props.maxBubbleSize)
      .attr('fill', props.bubbleColor)
      .attr('fill-opacity', 0.5)
      .attr('stroke', props.bubbleColor)
      .node() as SVGCircleElement;
    interact(node, match, true);
  }
}

export const renderer = defineRenderer<WorldMapProps>(drawWorldMap);
