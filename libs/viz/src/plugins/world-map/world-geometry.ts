import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { geoEquirectangular, geoPath } from 'd3-geo';
import type { GeoPath, GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';

export type CountryFeature = Feature<Geometry, { name: string }> & { id?: string };

let cached: CountryFeature[] | undefined;

/** Natural Earth's 1:110m country shapes, shipped with the chart (no tiles, no network). */
export function countryFeatures(): CountryFeature[] {
  if (!cached) {
    const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    cached = (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features as CountryFeature[];
  }
  return cached;
}

/** An equirectangular world (as Superset's map draws it) fitted into the box, Antarctica included. */
export function worldPath(width: number, height: number, features: readonly CountryFeature[]): GeoPath<unknown, GeoPermissibleObjects> {
  const projection = geoEquirectangular().fitSize([width, height], { type: 'FeatureCollection', features: [...features] });
  return geoPath(projection);
}
