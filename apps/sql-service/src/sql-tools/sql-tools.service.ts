import {
  ErrorCode,
  SupersetErrorType,
  TesseraError,
  type Caller,
  type EstimateQueryRequest,
  type FormatSqlRequest,
  type SqlValidationAnnotation,
  type ValidateSqlRequest,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { allowsFileAccess } from '@tessera/engines';
import { checkSql } from '@tessera/sql-guard';
import { SqlDatabases } from '../databases/sql-databases';
import { SqlTableGate } from '../queries/sql-table-gate';
import { renderSqlTemplate } from '../templates/sql-template.processor';
import { formatSql } from './sql-formatting';
import { validateScript } from './sql-validation';
import { serverText } from '@tessera/platform';

/** Superset's `SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT`. */
const ESTIMATE_TIMEOUT_MS = 10_000;

/** What the editor offers besides running: formatting, validation and cost estimates. */
@Injectable()
export class SqlToolsService {
  constructor(
    private readonly databases: SqlDatabases,
    private readonly tables: SqlTableGate,
  ) {}

  /** `database_id` (checked for access) or `engine` picks the dialect; template parameters are rendered first when given. */
  async format(request: FormatSqlRequest, caller: Caller | undefined): Promise<{ result: string }> {
    const engine = request.database_id ? (await this.databases.connectionInfo(request.database_id, caller)).engine : request.engine;
    const sql = request.template_params ? renderSqlTemplate(request.sql, request.template_params, templateUser(caller)) : request.sql;
    return { result: formatSql(sql, engine) };
  }

  /** `POST /api/v1/database/{id}/validate_sql/`: the problems the database finds in each statement. */
  async validate(request: ValidateSqlRequest, caller: Caller | undefined): Promise<{ result: SqlValidationAnnotation[] }> {
    const info = await this.databases.connectionInfo(request.database_id, caller);
    const sql = renderSqlTemplate(request.sql, request.template_params ?? {}, templateUser(caller));
    const admit = this.tables.admission(info, request.schema ?? null, caller);
    return {
      result: await validateScript(sql, info.engine, this.databases.pool(info, request.schema), allowsFileAccess(info.extra), admit),
    };
  }

  /** Each database decides, as in Superset: `cost_estimate_enabled` in its extra (no global switch). */
  async estimate(request: EstimateQueryRequest, caller: Caller | undefined): Promise<{ result: Record<string, unknown>[] }> {
    const info = await this.databases.connectionInfo(request.database_id, caller);
    if (info.extra.cost_estimate_enabled !== true) {
      throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('Database does not support cost estimation'), {
        errorType: SupersetErrorType.GENERIC_DB_ENGINE_ERROR,
      });
    }
    const sql = renderSqlTemplate(request.sql, request.template_params ?? {}, templateUser(caller));
    // Estimating plans the query in the database: the same guard and table access as running it.
    const statements = await checkSql(sql, {
      engine: info.engine,
      allowDml: info.allow_dml,
      allowFileAccess: allowsFileAccess(info.extra),
    });
    await this.tables.admission(info, request.schema ?? null, caller)(statements.flatMap((statement) => statement.tables));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new TesseraError(
              ErrorCode.TIMEOUT,
              serverText(
                'The query estimation was killed after %s seconds. It might be too complex, or the database might be under heavy load.',
                ESTIMATE_TIMEOUT_MS / 1000,
              ),
              { errorType: SupersetErrorType.SQLLAB_TIMEOUT_ERROR },
            ),
          ),
        ESTIMATE_TIMEOUT_MS,
      );
    });
    try {
      return { result: await Promise.race([this.databases.pool(info, request.schema).estimateCost(sql), timeout]) };
    } finally {
      clearTimeout(timer);
    }
  }
}

function templateUser(caller: Caller | undefined) {
  return { id: caller?.userId ?? null, username: caller?.username ?? '' };
}
