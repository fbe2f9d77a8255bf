export * from './chart-plugin.types';
export * from './controls';
export * from './i18n';
export * from './interactions';
export * from './operators';
export * from './query';
export * from './viz-error';
