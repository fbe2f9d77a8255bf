import { scaleLinear } from 'd3-scale';
import { interpolateViridis, schemeBlues, schemeGreens, schemeOranges, schemePurples, schemeReds, schemeRdYlBu } from 'd3-scale-chromatic';

/** A palette for continuous values (heatmaps, shaded cells). */
export interface SequentialScheme {
  id: string;
  label: string;
  colors: readonly string[];
  isDiverging: boolean;
}

export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

const VIRIDIS = Array.from({ length: 9 }, (_, i) => interpolateViridis(i / 8));

const SCHEMES: readonly SequentialScheme[] = [
  { id: 'superset_seq_1', label: 'Superset Sequential #1', colors: ['#ddf7fc', '#1FA8C9', '#0b3c47'], isDiverging: false },
  { id: 'blue_white_yellow', label: 'blue/white/yellow', colors: ['#00d1c1', 'white', '#ffb400'], isDiverging: true },
  { id: 'fire', label: 'fire', colors: ['white', 'yellow', 'red', 'black'], isDiverging: false },
  { id: 'white_black', label: 'white/black', colors: ['white', 'black'], isDiverging: false },
  { id: 'black_white', label: 'black/white', colors: ['black', 'white'], isDiverging: false },
  { id: 'blues', label: 'Blues', colors: [...schemeBlues[9]], isDiverging: false },
  { id: 'greens', label: 'Greens', colors: [...schemeGreens[9]], isDiverging: false },
  { id: 'oranges', label: 'Oranges', colors: [...schemeOranges[9]], isDiverging: false },
  { id: 'purples', label: 'Purples', colors: [...schemePurples[9]], isDiverging: false },
  { id: 'reds', label: 'Reds', colors: [...schemeReds[9]], isDiverging: false },
  { id: 'viridis', label: 'Viridis', colors: VIRIDIS, isDiverging: false },
  { id: 'red_yellow_blue', label: 'red/yellow/blue', colors: [...schemeRdYlBu[9]], isDiverging: true },
];

export function listSequentialSchemes(): readonly SequentialScheme[] {
  return SCHEMES;
}

export function getSequentialScheme(id?: string | null): SequentialScheme {
  return (
    SCHEMES.find((scheme) => scheme.id === id) ?? (SCHEMES.find((scheme) => scheme.id === DEFAULT_SEQUENTIAL_SCHEME) as SequentialScheme)
  );
}

/**
 * A clamped linear colour scale spreading the scheme's colours evenly across `[min, max]`;
 * a diverging scheme is centred on zero when the extent spans it.
 */
export function createSequentialScale(scheme: SequentialScheme, [min, max]: readonly [number, number]): (value: number) => string {
  const { colors } = scheme;
  const centred = scheme.isDiverging && min < 0 && max > 0;
  const domain = colors.map((_, i) => {
    const t = colors.length === 1 ? 0 : i / (colors.length - 1);
    if (!centred) return min + t * (max - min);
    const bound = Math.max(-min, max);
    return -bound + t * 2 * bound;
  });
  const scale = scaleLinear<string>()
    .domain(domain)
    .range([...colors])
    .clamp(true);
  return (value: number) => scale(value);
}
