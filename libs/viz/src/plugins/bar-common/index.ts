export * from './bar-layout';
export * from './bar-renderer';
export * from './bar.types';
export * from './category-layout';
export * from './draw-bars';
export * from './draw-category-axes';
