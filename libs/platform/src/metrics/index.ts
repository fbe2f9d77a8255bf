export * from './metrics-registry';
export * from './warehouse-queries';
export * from './collected-gauges';
