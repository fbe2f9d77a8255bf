import { HEALTH_PING, type ServiceName } from '@tessera/contracts';
import { Controller, type Type } from '@nestjs/common';
import { HandleRequest } from '../bus/bus-handler.decorators';

/** A controller answering `<service>.health.ping` for the named service. */
export function healthPingController(service: string): Type<unknown> | null {
  const descriptor = HEALTH_PING[service as ServiceName];
  if (!descriptor) return null;

  @Controller()
  class HealthPingController {
    @HandleRequest(descriptor)
    ping() {
      return { service, status: 'ok', uptimeSeconds: Math.round(process.uptime()), pid: process.pid };
    }
  }
  return HealthPingController;
}
