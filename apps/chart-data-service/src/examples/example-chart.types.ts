import type { FormData, QueryBuilder } from './example-query-objects';

/** An example chart: its name, the example table it reads and its form data (without the datasource). */
export interface ExampleChart {
  name: string;
  table: string;
  vizType: string;
  description: string;
  formData: FormData;
  /**
   * The queries its saved `query_context` holds, for chart types the shared builders of
   * `example-charts.ts` do not cover (the gallery's types bring their own).
   */
  queries?: QueryBuilder;
}
