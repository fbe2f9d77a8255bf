import { Controller, Get, Inject } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import packageJson from '../../package.json';
import { Authenticated } from '../auth/auth.decorators';

/** Product settings the SPA needs: feature flags and limits (Superset puts these in its bootstrap data). */
@Controller('api/v1/common')
export class ConfigController {
  constructor(@Inject(TESSERA_CONFIG) private readonly config: TesseraConfig) {}

  @Get('config')
  @Authenticated()
  get() {
    const { limits, featureFlags } = this.config;
    return {
      result: {
        feature_flags: featureFlags,
        conf: {
          SQL_MAX_ROW: limits.sqlMaxRow,
          ROW_LIMIT: limits.rowLimit,
          SAMPLES_ROW_LIMIT: limits.samplesRowLimit,
          DISPLAY_MAX_ROW: limits.displayMaxRow,
          DEFAULT_SQLLAB_LIMIT: limits.defaultSqllabLimit,
          SQLLAB_TIMEOUT: limits.sqllabTimeoutSeconds,
          SQLLAB_DEFAULT_DBID: limits.sqllabDefaultDatabaseId,
          SUPERSET_WEBSERVER_TIMEOUT: 60,
          GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500,
          GLOBAL_ASYNC_QUERIES_TRANSPORT: this.config.asyncQueriesTransport,
          GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/ws',
        },
        locale: 'en',
        version: packageJson.version,
      },
    };
  }
}
