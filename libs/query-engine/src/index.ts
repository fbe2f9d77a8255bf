export * from './dialects';
export * from './post-processing';
export * from './query';
export * from './time';
export * from './sql';
