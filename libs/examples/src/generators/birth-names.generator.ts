import { BIRTH_STATES, BOY_NAMES, GIRL_NAMES, type NameTrend } from '../data/us-names';
import { Random } from '../random/random';
import { syllableName } from '../random/syllable-names';
import type { ExampleRow, GenerateOptions } from '../tables/example-table.types';

export const FIRST_BIRTH_YEAR = 1965;
export const LAST_BIRTH_YEAR = 2008;
const NAMES_PER_GENDER_AT_SCALE_1 = 85;
// Births per unit of weight per year nationally at a name's peak (the top name peaks near 65,000).
const BIRTHS_PER_WEIGHT = 650;
// US Social Security name data leaves out names given fewer than five times.
const REPORTING_THRESHOLD = 5;

export function namesPerGender(scale: number): number {
  return Math.max(1, Math.round(NAMES_PER_GENDER_AT_SCALE_1 * scale));
}

export function birthNamesRowCount(scale: number): number {
  return (LAST_BIRTH_YEAR - FIRST_BIRTH_YEAR + 1) * BIRTH_STATES.length * 2 * namesPerGender(scale);
}

/** The `count` most popular names, topped up with generated ones when the scale asks for more. */
function namesFor(list: readonly NameTrend[], count: number, random: Random, taken: Set<string>): NameTrend[] {
  const names = list.slice(0, count);
  for (const [name] of names) taken.add(name);
  while (names.length < count) {
    const name = syllableName(random);
    if (taken.has(name)) continue;
    taken.add(name);
    names.push([name, random.int(FIRST_BIRTH_YEAR, LAST_BIRTH_YEAR), random.between(0.5, 3)]);
  }
  return names;
}

/** Popularity relative to the peak: a bell around the peak year over a floor, so names rise and fade. */
function trend(year: number, peak: number): number {
  const distance = (year - peak) / 12;
  return 0.15 + 0.85 * Math.exp(-distance * distance);
}

/**
 * `birth_names`: yearly births per first name, gender and state, 1965–2008. Columns: ds, gender, name,
 * num, state, num_boys, num_girls.
 */
export function* generateBirthNames(options: GenerateOptions): Iterable<ExampleRow> {
  const random = Random.for(options.seed, 'birth_names');
  const perGender = namesPerGender(options.scale);
  const taken = new Set<string>();
  const genders = [
    { gender: 'boy', names: namesFor(BOY_NAMES, perGender, random, taken) },
    { gender: 'girl', names: namesFor(GIRL_NAMES, perGender, random, taken) },
  ];
  for (let year = FIRST_BIRTH_YEAR; year <= LAST_BIRTH_YEAR; year += 1) {
    const ds = new Date(Date.UTC(year, 0, 1));
    for (const [state, share] of BIRTH_STATES) {
      for (const { gender, names } of genders) {
        for (const [name, peak, weight] of names) {
          const expected = BIRTHS_PER_WEIGHT * weight * share * trend(year, peak);
          const num = Math.max(REPORTING_THRESHOLD, Math.round(expected * random.between(0.85, 1.15)));
          yield [ds, gender, name, num, state, gender === 'boy' ? num : 0, gender === 'girl' ? num : 0];
        }
      }
    }
  }
}
