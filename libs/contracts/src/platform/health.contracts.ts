import { IsOptional, IsString } from 'class-validator';
import { defineRequest, type RequestDescriptor } from '../bus/descriptor';
import { SERVICE_NAMES, type ServiceName } from './services';

export class HealthPingRequest {
  @IsOptional()
  @IsString()
  from?: string;
}

export interface HealthPingReply {
  service: ServiceName;
  status: 'ok';
  uptimeSeconds: number;
  pid: number;
}

/** `<service>.health.ping`: the bus equivalent of /ready, used by the gateway to check each service. */
export const HEALTH_PING = Object.fromEntries(
  SERVICE_NAMES.map((name) => [
    name,
    defineRequest<HealthPingRequest, HealthPingReply>(`${name}.health.ping`, HealthPingRequest, null, { timeoutMs: 3000 }),
  ]),
) as Record<ServiceName, RequestDescriptor<HealthPingRequest, HealthPingReply>>;
