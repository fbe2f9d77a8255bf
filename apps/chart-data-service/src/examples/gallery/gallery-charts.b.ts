import type { ExampleChart } from '../example-chart.types';

/**
 * Gallery charts of the second group of chart types, one per type, in the order they appear on the
 * "Chart gallery" dashboard. Each entry is an {@link ExampleChart}: a unique `name`, the example
 * `table` it reads, its Superset `vizType`, a `description`, the `formData` explore would save (without
 * `datasource`/`viz_type`), and `queries`, the builder of its saved `query_context` queries.
 */
export const GALLERY_CHARTS_B: readonly ExampleChart[] = [];
