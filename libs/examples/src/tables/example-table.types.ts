/** Column types of the example tables, mapped to each engine's DDL by the loader. */
export type ExampleColumnType = 'TIMESTAMP' | 'BIGINT' | 'DOUBLE' | 'VARCHAR';

export interface ExampleColumn {
  name: string;
  type: ExampleColumnType;
  /** VARCHAR length used where the engine wants one. */
  length?: number;
  /** Superset's `python_date_format` for temporal columns stored as numbers (`'%Y'`). */
  pythonDateFormat?: string;
  description?: string;
}

/** A dataset metric to register with the table, Superset style (`sum__num`). */
export interface ExampleMetric {
  metric_name: string;
  expression: string;
  verbose_name: string;
  metric_type: 'count' | 'sum' | 'avg';
}

/** One generated value per column, in column order: numbers, strings, Dates or null. */
export type ExampleValue = number | string | Date | null;
export type ExampleRow = ExampleValue[];

export interface GenerateOptions {
  /** 1 is the default laptop size; rows grow roughly linearly with it. */
  scale: number;
  seed: number;
}

/** An example table: what it holds, how services should register it, and how its rows are generated. */
export interface ExampleTable {
  name: string;
  description: string;
  columns: ExampleColumn[];
  /** The main datetime column (Superset's `main_dttm_col`). */
  mainDttmCol: string;
  metrics: ExampleMetric[];
  /** Exact row count for a scale when it is known in advance (null when it depends on the draw). */
  expectedRows(scale: number): number | null;
  rows(options: GenerateOptions): Iterable<ExampleRow>;
}
