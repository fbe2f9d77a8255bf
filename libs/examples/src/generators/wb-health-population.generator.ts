import { WB_REGIONS, WORLD_COUNTRIES, type CountryFacts } from '../data/world-countries';
import { Random, round } from '../random/random';
import { syllableName } from '../random/syllable-names';
import type { ExampleRow, GenerateOptions } from '../tables/example-table.types';

export const FIRST_WB_YEAR = 1960;
export const LAST_WB_YEAR = 2014;
const YEARS = LAST_WB_YEAR - FIRST_WB_YEAR + 1;
// HIV was first measured around 1990.
const HIV_REPORTED_FROM = 1990;

/** Yearly population growth and the life expectancy gained since 1960, by region. */
const REGION_TRENDS: Readonly<Record<string, { growth: number; lifeGain: number }>> = {
  EAS: { growth: 0.016, lifeGain: 22 },
  ECS: { growth: 0.006, lifeGain: 9 },
  LCN: { growth: 0.019, lifeGain: 17 },
  MEA: { growth: 0.025, lifeGain: 24 },
  NAC: { growth: 0.011, lifeGain: 9 },
  SAS: { growth: 0.021, lifeGain: 23 },
  SSF: { growth: 0.028, lifeGain: 18 },
};

export function wbCountryCount(scale: number): number {
  return Math.max(1, Math.round(WORLD_COUNTRIES.length * scale));
}

export function wbRowCount(scale: number): number {
  return wbCountryCount(scale) * YEARS;
}

/** Real countries first; past the list, invented ones modelled on a random real country. */
function countriesFor(count: number, random: Random): CountryFacts[] {
  const countries = WORLD_COUNTRIES.slice(0, count);
  const codes = new Set(countries.map((country) => country.code));
  while (countries.length < count) {
    const model = random.pick(WORLD_COUNTRIES);
    const name = syllableName(random, 3);
    const code = `X${name.slice(0, 2).toUpperCase()}${countries.length % 10}`;
    if (codes.has(code)) continue;
    codes.add(code);
    countries.push({ ...model, code, name, population: model.population * random.between(0.3, 1.5) });
  }
  return countries;
}

/**
 * `wb_health_population`: World Bank style indicators per country and year, 1960–2014, projected back
 * from each country's 2014 figures with regional trends and yearly noise. Columns: country_name,
 * country_code, region, year, SP_POP_TOTL, SP_DYN_LE00_IN, NY_GDP_MKTP_CD, SP_RUR_TOTL_ZS, SH_DYN_AIDS.
 */
export function* generateWbHealthPopulation(options: GenerateOptions): Iterable<ExampleRow> {
  const random = Random.for(options.seed, 'wb_health_population');
  for (const country of countriesFor(wbCountryCount(options.scale), random)) {
    const trend = REGION_TRENDS[country.region];
    const growth = trend.growth + random.between(-0.004, 0.004);
    const gdpGrowth = 0.055 + random.between(-0.015, 0.015);
    const lifeGain = trend.lifeGain * random.between(0.7, 1.3);
    const urban2014 = 100 - country.ruralPercent;
    let gdpShock = 1;
    for (let year = FIRST_WB_YEAR; year <= LAST_WB_YEAR; year += 1) {
      const yearsBack = LAST_WB_YEAR - year;
      const progress = (year - FIRST_WB_YEAR) / (YEARS - 1);
      const population = Math.round((country.population / (1 + growth) ** yearsBack) * random.between(0.995, 1.005));
      // Countries with a large HIV epidemic lost years of life expectancy in the 1990s and 2000s.
      const hivDip =
        country.hivPrevalence && country.hivPrevalence > 5 && year >= 1990
          ? country.hivPrevalence * 0.5 * Math.sin(((year - 1990) / 30) * Math.PI)
          : 0;
      const life = round(Math.max(28, country.lifeExpectancy - lifeGain * (1 - progress) - hivDip + random.normal(0, 0.25)), 3);
      gdpShock *= random.between(0.96, 1.04);
      const gdp =
        year < country.gdpSince ? null : Math.round(population * (country.gdpPerCapita / (1 + gdpGrowth) ** yearsBack) * gdpShock);
      const urban = Math.min(100, urban2014 * (0.55 + 0.45 * progress));
      const rural = round(Math.max(0, 100 - urban), 3);
      const hivShare =
        country.hivPrevalence === null || year < HIV_REPORTED_FROM
          ? null
          : country.hivPrevalence * Math.min(1, 0.3 + (year - HIV_REPORTED_FROM) / 12);
      const aids = hivShare === null ? null : Math.round(population * 0.6 * (hivShare / 100));
      yield [country.name, country.code, WB_REGIONS[country.region], new Date(Date.UTC(year, 0, 1)), population, life, gdp, rural, aids];
    }
  }
}
