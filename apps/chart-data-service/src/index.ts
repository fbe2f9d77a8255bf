export * from './chart-data-service.definition';
/** The example charts seeded at first start (tests compare what was seeded against them). */
export { EXAMPLE_CHARTS } from './examples/example-charts';
