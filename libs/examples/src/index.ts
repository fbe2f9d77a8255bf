export { parseCliArgs, targetFromUri, type CliOptions } from './cli-args';
export { DEFAULT_SEED, loadExamples, type ExampleTarget, type LoadOptions, type LoadProgress } from './loader/load-examples';
export { Random, hashSeed, round } from './random/random';
export type * from './tables/example-table.types';
export { EXAMPLE_TABLES, getExampleTable } from './example-tables';
