export * from './start-gateway';
export { RestResourceRegistry, type RestResourceConfig } from './rest/resource-registry';
