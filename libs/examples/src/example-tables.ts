import { birthNamesRowCount, generateBirthNames } from './generators/birth-names.generator';
import { generateCleanedSalesData } from './generators/cleaned-sales-data.generator';
import { generateVideoGameSales, videoGameCount } from './generators/video-game-sales.generator';
import { generateWbHealthPopulation, wbRowCount } from './generators/wb-health-population.generator';
import type { ExampleTable } from './tables/example-table.types';
import { avgMetric, COUNT_METRIC, sumMetric } from './tables/metrics';

const birthNames: ExampleTable = {
  name: 'birth_names',
  description: 'Yearly US births per first name, gender and state (1965-2008)',
  columns: [
    { name: 'ds', type: 'TIMESTAMP' },
    { name: 'gender', type: 'VARCHAR', length: 16 },
    { name: 'name', type: 'VARCHAR', length: 255 },
    { name: 'num', type: 'BIGINT' },
    { name: 'state', type: 'VARCHAR', length: 10 },
    { name: 'num_boys', type: 'BIGINT' },
    { name: 'num_girls', type: 'BIGINT' },
  ],
  mainDttmCol: 'ds',
  metrics: [COUNT_METRIC, sumMetric('num'), sumMetric('num_boys'), sumMetric('num_girls')],
  expectedRows: birthNamesRowCount,
  rows: generateBirthNames,
};

const cleanedSalesData: ExampleTable = {
  name: 'cleaned_sales_data',
  description: 'Order lines of a scale-model retailer (January 2003 - May 2005)',
  columns: [
    { name: 'order_number', type: 'BIGINT' },
    { name: 'order_date', type: 'TIMESTAMP' },
    { name: 'status', type: 'VARCHAR', length: 16 },
    { name: 'product_line', type: 'VARCHAR', length: 32 },
    { name: 'quantity_ordered', type: 'BIGINT' },
    { name: 'price_each', type: 'DOUBLE' },
    { name: 'sales', type: 'DOUBLE' },
    { name: 'deal_size', type: 'VARCHAR', length: 10 },
    { name: 'city', type: 'VARCHAR', length: 64 },
    { name: 'country', type: 'VARCHAR', length: 64 },
    { name: 'region', type: 'VARCHAR', length: 16, description: 'Sales territory' },
    { name: 'customer_name', type: 'VARCHAR', length: 128 },
  ],
  mainDttmCol: 'order_date',
  metrics: [COUNT_METRIC, sumMetric('sales'), sumMetric('quantity_ordered'), avgMetric('price_each')],
  expectedRows: () => null,
  rows: generateCleanedSalesData,
};

const videoGameSales: ExampleTable = {
  name: 'video_game_sales',
  description: 'Video game sales chart in millions of units, ranked by global sales',
  columns: [
    { name: 'rank', type: 'BIGINT' },
    { name: 'name', type: 'VARCHAR', length: 255 },
    { name: 'platform', type: 'VARCHAR', length: 16 },
    { name: 'year', type: 'BIGINT', pythonDateFormat: '%Y' },
    { name: 'genre', type: 'VARCHAR', length: 32 },
    { name: 'publisher', type: 'VARCHAR', length: 64 },
    { name: 'na_sales', type: 'DOUBLE' },
    { name: 'eu_sales', type: 'DOUBLE' },
    { name: 'jp_sales', type: 'DOUBLE' },
    { name: 'other_sales', type: 'DOUBLE' },
    { name: 'global_sales', type: 'DOUBLE' },
  ],
  mainDttmCol: 'year',
  metrics: [
    COUNT_METRIC,
    sumMetric('global_sales'),
    sumMetric('na_sales'),
    sumMetric('eu_sales'),
    sumMetric('jp_sales'),
    sumMetric('other_sales'),
  ],
  expectedRows: videoGameCount,
  rows: generateVideoGameSales,
};

const INDICATORS = ['SP_POP_TOTL', 'SP_DYN_LE00_IN', 'NY_GDP_MKTP_CD', 'SP_RUR_TOTL_ZS', 'SH_DYN_AIDS'];

const wbHealthPopulation: ExampleTable = {
  name: 'wb_health_population',
  description: 'World Bank style health and population indicators per country (1960-2014)',
  columns: [
    { name: 'country_name', type: 'VARCHAR', length: 255 },
    { name: 'country_code', type: 'VARCHAR', length: 3 },
    { name: 'region', type: 'VARCHAR', length: 255 },
    { name: 'year', type: 'TIMESTAMP' },
    { name: 'SP_POP_TOTL', type: 'DOUBLE', description: 'Population, total' },
    { name: 'SP_DYN_LE00_IN', type: 'DOUBLE', description: 'Life expectancy at birth, total (years)' },
    { name: 'NY_GDP_MKTP_CD', type: 'DOUBLE', description: 'GDP (current US$)' },
    { name: 'SP_RUR_TOTL_ZS', type: 'DOUBLE', description: 'Rural population (% of total population)' },
    { name: 'SH_DYN_AIDS', type: 'DOUBLE', description: 'Adults (ages 15+) living with HIV' },
  ],
  mainDttmCol: 'year',
  metrics: [COUNT_METRIC, ...INDICATORS.map(sumMetric)],
  expectedRows: wbRowCount,
  rows: generateWbHealthPopulation,
};

/** The example tables, in load order, with what services need to register them as datasets. */
export const EXAMPLE_TABLES: readonly ExampleTable[] = [birthNames, cleanedSalesData, videoGameSales, wbHealthPopulation];

export function getExampleTable(name: string): ExampleTable {
  const table = EXAMPLE_TABLES.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`Unknown example table "${name}"`);
  return table;
}
