import { hsl } from 'd3-color';

/** How far apart on the colour wheel successive analogous shades of one colour are. */
const HUE_STEP_DEGREES = 12;

/**
 * `rounds` more shades of every colour of a scheme, each round a step further round the colour
 * wheel (alternating sides so shades stay near their origin), interleaved as
 * `[A1, B1, C1, A2, B2, C2, …]` so the extended palette keeps the scheme's order of hues.
 */
export function getAnalogousColors(colors: readonly string[], rounds: number): string[] {
  const shades: string[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const distance = Math.ceil(round / 2) * HUE_STEP_DEGREES;
    const shift = round % 2 === 1 ? distance : -distance;
    for (const color of colors) {
      const parsed = hsl(color);
      if (Number.isNaN(parsed.l)) {
        shades.push(color);
        continue;
      }
      const hue = Number.isNaN(parsed.h) ? 0 : parsed.h;
      // Greys have no hue to turn: their shades step in lightness instead.
      const grey = Number.isNaN(parsed.s) || parsed.s < 0.05;
      const shade = grey
        ? hsl(hue, 0, Math.max(0.1, Math.min(0.9, parsed.l + (round % 2 === 1 ? 0.08 : -0.08) * Math.ceil(round / 2))))
        : hsl((hue + shift + 360) % 360, parsed.s, parsed.l);
      shades.push(shade.formatHex().toUpperCase());
    }
  }
  return shades;
}
