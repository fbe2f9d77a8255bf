import { OpenApiModule } from './openapi/openapi.module';
import { ShutdownState } from './http/http-drain';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  BusClient,
  JsonLogger,
  KV_STORE,
  MetricsRegistry,
  openServiceDataSource,
  PLATFORM_RUNTIME,
  TESSERA_CONFIG,
  type BusTransport,
  type PlatformRuntime,
} from '@tessera/platform';
import { AsyncModule } from './async/async.module';
import { AuthGuard } from './auth/auth.guard';
import { AuthModule } from './auth/auth.module';
import { ConfigController } from './common/config.controller';
import { LanguageController } from './common/language.controller';
import { ExamplesStatusController } from './common/examples-status.controller';
import { GatewayHealthController } from './common/gateway-health.controller';
import { MenuController } from './common/menu.controller';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { GATEWAY_ENTITIES, GATEWAY_MIGRATIONS, GATEWAY_SCHEMA } from './gateway.schema';
import { AnnotationsRestModule } from './resources/annotations/annotations.module';
import { BundlesRestModule } from './resources/bundles/bundles.module';
import { ChartDataRestModule } from './resources/chart-data/chart-data.module';
import { ChartsRestModule } from './resources/charts/charts.module';
import { DashboardsRestModule } from './resources/dashboards/dashboards.module';
import { DatabasesRestModule } from './resources/databases/databases.module';
import { DatasetsRestModule } from './resources/datasets/datasets.module';
import { DynamicPluginsRestModule } from './resources/dynamic-plugins/dynamic-plugins.module';
import { ExploreRestModule } from './resources/explore/explore.module';
import { LogsRestModule } from './resources/logs/logs.module';
import { RlsRestModule } from './resources/rls/rls.module';
import { SqlLabRestModule } from './resources/sqllab/sqllab.module';
import { TagsRestModule } from './resources/tags/tags.module';
import { ReportsRestModule } from './resources/reports/reports.module';
import { ScreenshotsRestModule } from './resources/screenshots/screenshots.module';
import { TimeRangeRestModule } from './resources/time-range/time-range.module';
import { UploadsRestModule } from './resources/uploads/uploads.module';
import { RestModule } from './rest/rest.module';
import { SecurityAdminModule } from './security-admin/security-admin.module';
import { WEB_DIST } from './spa/spa.controller';
import { SpaModule } from './spa/spa.module';
import { ServingModule } from './serving/serving.module';

export interface GatewayOptions {
  runtime: PlatformRuntime;
  transport: BusTransport;
  /** Folder of the built SPA (index.html and assets). */
  webDist: string;
}

/** The HTTP face of Tessera: authentication, permission checks, REST → bus, the SPA. */
@Module({})
export class GatewayModule {
  static forRuntime({ runtime, transport, webDist }: GatewayOptions): DynamicModule {
    const logger = runtime.logger.child('gateway');
    return {
      module: GatewayModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ type: 'postgres' as const, retryAttempts: 3, retryDelay: 1000 }),
          dataSourceFactory: () =>
            openServiceDataSource({
              url: runtime.metadataUrl,
              schema: GATEWAY_SCHEMA,
              entities: GATEWAY_ENTITIES,
              migrations: GATEWAY_MIGRATIONS,
              poolSize: runtime.poolSize,
              metrics: { registry: runtime.metrics, service: 'gateway' },
            }),
        }),
        ServingModule,
        AuthModule,
        // Before the REST resources, whose routes would otherwise answer `/api/v1/async_event/` first.
        AsyncModule,
        SecurityAdminModule,
        RlsRestModule,
        RestModule,
        TagsRestModule,
        ReportsRestModule,
        ScreenshotsRestModule,
        BundlesRestModule,
        UploadsRestModule,
        DatabasesRestModule,
        DashboardsRestModule,
        ChartDataRestModule,
        ChartsRestModule,
        ExploreRestModule,
        TimeRangeRestModule,
        SqlLabRestModule,
        LogsRestModule,
        AnnotationsRestModule,
        DatasetsRestModule,
        DynamicPluginsRestModule,
        OpenApiModule,
        SpaModule,
      ],
      controllers: [GatewayHealthController, ConfigController, LanguageController, ExamplesStatusController, MenuController],
      providers: [
        { provide: PLATFORM_RUNTIME, useValue: runtime },
        { provide: TESSERA_CONFIG, useValue: runtime.config },
        { provide: KV_STORE, useValue: runtime.kv },
        { provide: MetricsRegistry, useValue: runtime.metrics },
        { provide: JsonLogger, useValue: logger },
        { provide: BusClient, useValue: new BusClient(transport) },
        { provide: WEB_DIST, useValue: webDist },
        ShutdownState,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useFactory: () => new HttpExceptionFilter(logger) },
      ],
      exports: [PLATFORM_RUNTIME, TESSERA_CONFIG, KV_STORE, MetricsRegistry, JsonLogger, BusClient, WEB_DIST, ShutdownState],
    };
  }
}
