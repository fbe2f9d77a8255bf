export * from './report-list.resource';
export * from './report.dto';
export * from './report.types';
export * from './reports.contracts';
export * from './screenshot.dto';
