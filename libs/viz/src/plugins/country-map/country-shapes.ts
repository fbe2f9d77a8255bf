import { geoAlbersUsa, type GeoProjection } from 'd3-geo';
import type { DataValue } from '../../core/query/chart-data.types';
import { invalidChartConfig } from '../../core/viz-error';
import type { RegionFeature } from './region-feature';

/** A country whose region shapes ship with the app, loaded on first use as a chunk of its own. */
export interface ShippedCountry {
  /** The name Superset's country picker shows. */
  label: string;
  /** The ISO 3166-1 alpha-2 code that starts its regions' ISO 3166-2 codes. */
  isoCode: string;
  loadRegions(): Promise<RegionFeature[]>;
  /** How its regions are laid flat (insets for far-off parts where the country needs them). */
  projection(): GeoProjection;
}

/**
 * The countries with shipped shapes, by Superset's `select_country` key. The U.S. Census Bureau's
 * state boundaries come from us-atlas (ISC); Alaska and Hawaii are drawn as insets.
 */
export const SHIPPED_COUNTRIES: Readonly<Record<string, ShippedCountry>> = {
  usa: {
    label: 'USA',
    isoCode: 'US',
    loadRegions: () => import('./shapes/usa-regions').then((module) => module.usaRegions()),
    projection: () => geoAlbersUsa(),
  },
};

/** Superset's name for a country key it knows, as its picker shows it (`south_africa` → `South Africa`). */
function countryLabel(key: string): string {
  return SHIPPED_COUNTRIES[key]?.label ?? key.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The shipped country a chart asks for; a clear error when none is chosen or its shapes are not shipped. */
export function shippedCountry(key: string | null | undefined): ShippedCountry {
  const country = key ? SHIPPED_COUNTRIES[key] : undefined;
  if (country) return country;
  if (!key) throw invalidChartConfig('Choose a country to plot the map for');
  const available = Object.values(SHIPPED_COUNTRIES).map((shipped) => shipped.label);
  throw invalidChartConfig(`No map data available for ${countryLabel(key)}: region shapes ship for ${available.join(', ')}`, {
    select_country: key,
  });
}

/**
 * The ISO 3166-2 code a column value names: the full code (`US-CA`), or the region part alone
 * (`CA`), as tables of one country often hold; case and spaces do not matter.
 */
export function regionCode(value: DataValue, country: ShippedCountry): string | undefined {
  if (value === null || value === undefined) return undefined;
  const code = String(value).trim().toUpperCase();
  if (!code) return undefined;
  return code.includes('-') ? code : `${country.isoCode}-${code}`;
}
