export * from './control-panel.types';
export * from './control-state';
