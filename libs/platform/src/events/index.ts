export * from './event-stream';
export * from './memory-event-stream';
export * from './redis-event-stream';
