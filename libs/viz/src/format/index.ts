export * from './duration.format';
export * from './memory.format';
export * from './number-format';
export * from './smart-number.format';
export * from './time-format';
export { applyFormatLocale } from './format-locales';
