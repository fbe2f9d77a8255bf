import { GENRES, PLATFORMS, PUBLISHERS, SUBTITLES, TITLE_WORDS } from '../data/video-games';
import { Random } from '../random/random';
import type { ExampleRow, GenerateOptions } from '../tables/example-table.types';

const GAMES_AT_SCALE_1 = 16_598;
// Sales are counted in hundredths of a million units, the precision of the chart. The best seller sold
// about 82.7 million copies; the long tail reaches 10,000.
const TOP_SALES_CENTS = 8274;
const FLOOR_CENTS = 1;

export function videoGameCount(scale: number): number {
  return Math.max(1, Math.round(GAMES_AT_SCALE_1 * scale));
}

function title(random: Random, genre: string): string {
  const words = TITLE_WORDS[genre];
  const base = `${random.pick(words.heads)} ${random.pick(words.tails)}`;
  const form = random.next();
  if (form < 0.45) return base;
  if (form < 0.7) return `${base} ${random.int(2, 5)}`;
  if (form < 0.85) return `${base}: ${random.pick(SUBTITLES)}`;
  return genre === 'Sports'
    ? `${base} ${String(random.int(0, 16)).padStart(2, '0')}`
    : `${base} ${random.pick(['Deluxe', 'HD', 'Remastered', 'Collection'])}`;
}

/** Splits whole cents between regions by weight; the remainder goes to the largest share so parts add up exactly. */
function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/**
 * `video_game_sales`: a sales chart of games (millions of units) ranked by global sales, which follow
 * a power law down the ranks. Columns: rank, name, platform, year, genre, publisher, na_sales, eu_sales,
 * jp_sales, other_sales, global_sales.
 */
export function* generateVideoGameSales(options: GenerateOptions): Iterable<ExampleRow> {
  const random = Random.for(options.seed, 'video_game_sales');
  const count = videoGameCount(options.scale);
  const exponent = count > 1 ? Math.log(TOP_SALES_CENTS / FLOOR_CENTS) / Math.log(count) : 1;
  let previous = TOP_SALES_CENTS;
  for (let rank = 1; rank <= count; rank += 1) {
    const curve = TOP_SALES_CENTS * rank ** -exponent * random.between(0.9, 1.1);
    const globalCents = Math.max(FLOOR_CENTS, Math.min(previous, Math.round(curve)));
    previous = globalCents;
    const [platform, from, to, , japanShare] = random.weighted(PLATFORMS, ([, , , titles]) => titles);
    const [genre] = random.weighted(GENRES, ([, titles]) => titles);
    // Chart toppers are disproportionately first-party Nintendo titles.
    const [publisher, , japanese] = random.weighted(PUBLISHERS, ([name, titles]) =>
      name === 'Nintendo' && rank <= 200 ? titles * 8 : titles,
    );
    const year = Math.round(random.triangular(from, from + (to - from) * 0.4, to));
    const jp = (japanShare + (japanese ? 0.15 : 0)) * random.between(0.5, 1.5);
    const weights = [0.5 * random.between(0.6, 1.4), 0.28 * random.between(0.6, 1.4), jp * 0.8, 0.09 * random.between(0.5, 1.5)];
    const [na, eu, jpSales, other] = splitCents(globalCents, weights);
    yield [rank, title(random, genre), platform, year, genre, publisher, na / 100, eu / 100, jpSales / 100, other / 100, globalCents / 100];
  }
}
