export * from './chart-links.contracts';
export * from './dashboard-layout.types';
export * from './dashboard-links.contracts';
export * from './dashboard-list.resource';
export * from './dashboard-roles.contracts';
export * from './dashboard.contracts';
export * from './dashboard.dto';
export * from './dashboard.types';
