import { Controller, Get, Inject, Req } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import packageJson from '../../package.json';
import { Authenticated } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { IdentityDirectory } from '../security/identity-directory';
import { chooseLocale } from './locale-choice';

/** Product settings the SPA needs: feature flags and limits (Superset puts these in its bootstrap data). */
@Controller('api/v1/common')
export class ConfigController {
  constructor(
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    private readonly directory: IdentityDirectory,
  ) {}

  @Get('config')
  @Authenticated()
  async get(@Req() request: AuthenticatedRequest) {
    const { limits, featureFlags } = this.config;
    const userId = request.principal?.userId;
    const user = userId === null || userId === undefined ? null : await this.directory.findUser(userId);
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
        // The SPA loads this language's catalogue: the user's choice, else the browser's, else the default.
        locale: chooseLocale(user?.locale, request.headers['accept-language'], this.config.defaultLocale),
        version: packageJson.version,
      },
    };
  }
}
