import { CUSTOMERS, PRODUCT_LINES, RECENT_STATUSES, SETTLED_STATUSES } from '../data/sales-catalog';
import { Random, round } from '../random/random';
import type { ExampleRow, GenerateOptions } from '../tables/example-table.types';

const ORDERS_AT_SCALE_1 = 307;
const FIRST_ORDER = Date.UTC(2003, 0, 6);
const LAST_ORDER = Date.UTC(2005, 4, 31);
// Orders placed in the last two months have not all been shipped yet.
const RECENT_FROM = Date.UTC(2005, 3, 1);
const DAY_MS = 86_400_000;
// Sales of scale models peak before the holidays.
const MONTH_WEIGHT = [0.7, 0.75, 0.8, 0.8, 0.85, 0.75, 0.75, 0.85, 0.95, 1.15, 1.9, 1.1];

export function salesOrderCount(scale: number): number {
  return Math.max(1, Math.round(ORDERS_AT_SCALE_1 * scale));
}

function orderDates(random: Random, count: number): Date[] {
  const days = Math.floor((LAST_ORDER - FIRST_ORDER) / DAY_MS);
  const dates: number[] = [];
  while (dates.length < count) {
    const time = FIRST_ORDER + random.int(0, days) * DAY_MS;
    // Rejection sampling gives the monthly seasonality without bias elsewhere.
    if (random.next() * 2 < MONTH_WEIGHT[new Date(time).getUTCMonth()]) dates.push(time);
  }
  return dates.sort((a, b) => a - b).map((time) => new Date(time));
}

function dealSize(sales: number): string {
  if (sales < 3000) return 'Small';
  return sales < 7000 ? 'Medium' : 'Large';
}

/**
 * `cleaned_sales_data`: order lines of a scale-model retailer, January 2003 to May 2005. Columns:
 * order_number, order_date, status, product_line, quantity_ordered, price_each, sales, deal_size, city,
 * country, region (sales territory), customer_name.
 */
export function* generateCleanedSalesData(options: GenerateOptions): Iterable<ExampleRow> {
  const random = Random.for(options.seed, 'cleaned_sales_data');
  const dates = orderDates(random, salesOrderCount(options.scale));
  for (let index = 0; index < dates.length; index += 1) {
    const date = dates[index];
    const [customer, city, country, territory] = random.pick(CUSTOMERS);
    const statuses = date.getTime() >= RECENT_FROM ? RECENT_STATUSES : SETTLED_STATUSES;
    const [status] = random.weighted(statuses, ([, share]) => share);
    const lines = Math.round(random.triangular(1, 10, 17));
    for (let line = 0; line < lines; line += 1) {
      const [productLine, , minPrice, maxPrice] = random.weighted(PRODUCT_LINES, ([, share]) => share);
      const quantity = Math.round(random.triangular(6, 33, 97));
      const price = round(random.between(minPrice, maxPrice));
      const sales = round(quantity * price);
      yield [10100 + index, date, status, productLine, quantity, price, sales, dealSize(sales), city, country, territory, customer];
    }
  }
}
