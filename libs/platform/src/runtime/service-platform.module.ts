import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusClient } from '../bus/bus-client';
import { BusExceptionFilter } from '../bus/bus-exception.filter';
import type { BusTransport } from '../bus/bus-transport';
import { JsonLogger } from '../logging/json-logger';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { warehouseQueryObserver } from '../metrics/warehouse-queries';
import { ObjectDirectoryClient } from '../rest/object-directory.client';
import { UserDirectoryClient } from '../rest/user-directory.client';
import { openServiceDataSource } from '../store/service-data-source';
import { HealthController } from './health.controller';
import { healthPingController } from './health-ping.controller';
import type { PlatformRuntime } from './platform-runtime';
import type { ServiceDefinition } from './service-definition';
import { KV_STORE, LOCK_SERVICE, PLATFORM_RUNTIME, SERVICE_NAME, TESSERA_CONFIG, WAREHOUSE_QUERY_OBSERVER } from './tokens';

/** Provides the runtime's adapters, the service's data source and the bus client to a service's modules. */
@Global()
@Module({})
export class ServicePlatformModule {
  static forService(runtime: PlatformRuntime, definition: ServiceDefinition, transport: BusTransport): DynamicModule {
    const bus = new BusClient(transport);
    const providers = [
      { provide: PLATFORM_RUNTIME, useValue: runtime },
      { provide: TESSERA_CONFIG, useValue: runtime.config },
      { provide: KV_STORE, useValue: runtime.kv },
      { provide: LOCK_SERVICE, useValue: runtime.locks },
      { provide: SERVICE_NAME, useValue: definition.name },
      { provide: MetricsRegistry, useValue: runtime.metrics },
      { provide: JsonLogger, useValue: runtime.logger.child(definition.name) },
      { provide: BusClient, useValue: bus },
      { provide: UserDirectoryClient, useValue: new UserDirectoryClient(bus) },
      {
        provide: WAREHOUSE_QUERY_OBSERVER,
        useValue: warehouseQueryObserver(runtime.metrics, runtime.logger.child(definition.name), runtime.config.slowQuerySeconds),
      },
      { provide: ObjectDirectoryClient, useValue: new ObjectDirectoryClient(bus) },
    ];
    return {
      module: ServicePlatformModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ type: 'postgres' as const, retryAttempts: 3, retryDelay: 1000 }),
          dataSourceFactory: () =>
            openServiceDataSource({
              url: runtime.metadataUrl,
              schema: definition.schema,
              entities: definition.entities,
              migrations: definition.migrations,
              poolSize: runtime.poolSize,
              metrics: { registry: runtime.metrics, service: definition.name },
            }),
        }),
      ],
      controllers: [HealthController, ...[healthPingController(definition.name)].filter((c) => c !== null)],
      providers: [...providers, { provide: APP_FILTER, useClass: BusExceptionFilter }],
      exports: providers.map((p) => p.provide),
    };
  }
}
