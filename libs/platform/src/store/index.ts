export * from './embedded-postgres';
export * from './ensure-database';
export * from './service-data-source';
export * from './audited.entity';
