export * from './key-value-store';
export * from './lock-service';
export * from './memory-key-value.store';
export * from './redis-key-value.store';
export * from './single-flight';
export * from './rate-limiters';
