import { color as parseColor } from 'd3-color';

/** A colour with an opacity, as `rgba(r, g, b, a)`; unparseable colours are returned unchanged. */
export function addAlpha(color: string, opacity: number): string {
  const parsed = parseColor(color);
  if (!parsed) return color;
  parsed.opacity = Math.max(0, Math.min(1, opacity));
  return parsed.formatRgb();
}

/** Labels are matched as trimmed strings, so `' boy'` and `'boy'` share a colour. */
export function normalizeLabel(label: unknown): string {
  return String(label ?? '').trim();
}
