export * from './metrics-registry';
export * from './warehouse-queries';
