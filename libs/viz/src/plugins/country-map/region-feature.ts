import type { Feature, Geometry } from 'geojson';

/** A region's shape, its id the region's ISO 3166-2 code (`US-CA`). */
export type RegionFeature = Feature<Geometry, { name: string }> & { id: string };
