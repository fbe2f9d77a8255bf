export * from './bus-client';
export * from './bus-context';
export * from './bus-contracts';
export * from './bus-errors';
export * from './bus-exception.filter';
export * from './bus-handler.decorators';
export * from './bus-server';
export * from './bus-transport';
export * from './in-process.transport';
export * from './nats.transport';
// The durable consumer names, for what reads JetStream from outside (autoscalers, dashboards).
export { durableName } from './nats-jobs';
export * from './payload-validator';
export * from './not-answering';
