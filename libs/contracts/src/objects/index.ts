export * from './object-types';
export * from './objects.contracts';
