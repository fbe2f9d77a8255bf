import { rgb } from 'd3-color';
import { geoCentroid, geoPath } from 'd3-geo';
import { createSequentialScale, getSequentialScheme } from '../../color/sequential-schemes';
import type { ChartRenderer, RenderCallbacks, RenderHandle } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { CountryMapProps, CountryMapRow } from './country-map.types';
import { regionCode, shippedCountry } from './country-shapes';
import type { RegionFeature } from './region-feature';

export const NO_DATA_FILL = '#e0e0e0';

/** How far a click on a region zooms in, as Superset's country map does. */
const ZOOM = 4;

interface DrawProps extends CountryMapProps {
  regions: readonly RegionFeature[];
}

/** The region a click zoomed into, kept across redraws (a resize keeps the zoom). */
interface ZoomState {
  region: string | null;
}

interface MatchedRegion {
  row: CountryMapRow;
  fill: string;
}

/**
 * Rows matched to the drawn regions by code (the first row of each region wins), with their fill
 * along the linear scheme over the matched values; rows naming no drawn region (`other`) are left out.
 */
export function matchRegions(props: CountryMapProps, drawn: ReadonlySet<string>): Map<string, MatchedRegion> {
  const country = shippedCountry(props.country);
  const byRegion = new Map<string, CountryMapRow>();
  for (const row of props.rows) {
    const code = regionCode(row.region, country);
    if (code && drawn.has(code) && !byRegion.has(code)) byRegion.set(code, row);
  }
  const values = [...byRegion.values()].map((row) => row.value).filter(Number.isFinite);
  const scale = createSequentialScale(
    getSequentialScheme(props.linearColorScheme),
    values.length ? [Math.min(...values), Math.max(...values)] : [0, 1],
  );
  return new Map([...byRegion].map(([code, row]) => [code, { row, fill: Number.isFinite(row.value) ? scale(row.value) : NO_DATA_FILL }]));
}

/**
 * The country's regions fitted into the box, each shaded by its metric (grey without data).
 * Hovering darkens a region and shows its value; a click zooms into it and a second click (or a
 * click beside the map) zooms out; a right-click drills to its rows.
 */
function drawCountryMap(root: ChartRoot, props: DrawProps, callbacks: RenderCallbacks, zoom: ZoomState): void {
  if (props.rows.length === 0) {
    drawEmptyState(root);
    return;
  }
  const { width, height } = props;
  const projection = shippedCountry(props.country).projection();
  // Parts the projection cannot place (territories beyond an inset projection's reach) are left out.
  const regions = props.regions.filter((region) => projection(geoCentroid(region)) !== null);
  projection.fitSize([width, height], { type: 'FeatureCollection', features: [...regions] });
  const path = geoPath(projection);
  const matched = matchRegions(props, new Set(regions.map((region) => region.id)));

  const svg = root.append('svg').attr('width', width).attr('height', height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const background = svg
    .append('rect')
    .attr('class', 'tessera-country-map-background')
    .attr('width', width)
    .attr('height', height)
    .attr('fill', 'transparent');
  const layer = svg.append('g').attr('class', 'tessera-country-map');
  const tooltip = createTooltip(root, width);

  const applyZoom = () => {
    const target = zoom.region ? regions.find((region) => region.id === zoom.region) : undefined;
    if (!target) {
      zoom.region = null;
      layer.attr('transform', null);
      return;
    }
    const [x, y] = path.centroid(target);
    layer.attr('transform', `translate(${width / 2},${height / 2})scale(${ZOOM})translate(${-x},${-y})`);
  };
  background.on('click', () => {
    zoom.region = null;
    applyZoom();
  });

  for (const region of regions) {
    const match = matched.get(region.id);
    const fill = match?.fill ?? NO_DATA_FILL;
    const node = layer
      .append('path')
      .attr('class', match ? 'tessera-region tessera-region-data' : 'tessera-region')
      .attr('data-region', region.id)
      .attr('d', path(region) ?? '')
      .attr('fill', fill)
      .attr('stroke', '#fff')
      .attr('stroke-width', 0.75)
      .attr('vector-effect', 'non-scaling-stroke')
      .style('cursor', 'pointer')
      .node() as SVGPathElement;
    node.addEventListener('mousemove', (event: MouseEvent) => {
      node.setAttribute('fill', rgb(fill).darker().formatHex());
      const [x, y] = pointerWithin(event, svgNode);
      tooltip.show(region.properties.name, match ? [{ label: props.metricLabel, value: match.row.formatted }] : [], x, y);
    });
    node.addEventListener('mouseleave', () => {
      node.setAttribute('fill', fill);
      tooltip.hide();
    });
    node.addEventListener('click', () => {
      zoom.region = zoom.region === region.id ? null : region.id;
      applyZoom();
    });
    node.addEventListener('contextmenu', (event: MouseEvent) => {
      if (!callbacks.onContextMenu || !match) return;
      event.preventDefault();
      callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, [props.entityColumn], [match.row.region]));
    });
  }
  applyZoom();
}

const drawing = defineRenderer<DrawProps, ZoomState>(drawCountryMap, () => ({ region: null }));

/** Each country's regions, loaded once per page from their own chunk. */
const loadedRegions = new Map<string, Promise<RegionFeature[]>>();

function regionsOf(country: string): Promise<RegionFeature[]> {
  let regions = loadedRegions.get(country);
  if (!regions) {
    regions = shippedCountry(country).loadRegions();
    loadedRegions.set(country, regions);
    regions.catch(() => loadedRegions.delete(country));
  }
  return regions;
}

/**
 * Draws once the country's shapes are loaded (so `onRendered` means the map is on screen); a newer
 * update overtakes one still waiting for its shapes.
 */
export const renderer: ChartRenderer<CountryMapProps> = {
  render(element, props, callbacks) {
    let handle: RenderHandle<DrawProps> | undefined;
    let latest = 0;
    let destroyed = false;
    const show = (next: CountryMapProps) => {
      const ticket = ++latest;
      Promise.resolve()
        .then(() => regionsOf(next.country))
        .then(
          (regions) => {
            if (destroyed || ticket !== latest) return;
            const drawn = { ...next, regions };
            if (handle) handle.update(drawn);
            else handle = drawing.render(element, drawn, callbacks);
          },
          (error: unknown) => {
            if (!destroyed && ticket === latest) callbacks.onError?.(error);
          },
        );
    };
    show(props);
    return {
      update: show,
      destroy: () => {
        destroyed = true;
        handle?.destroy();
      },
    };
  },
};
