import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { ListQueryDto } from '../rest/list-query.dto';
import { CTAS_METHODS, type CtasMethod } from './sql.types';

/** The body of `POST /api/v1/sqllab/execute/` (Superset's `ExecutePayloadSchema`; only `database_id` and `sql` are required). */
export class ExecuteQueryFields {
  @IsInt()
  @Min(1)
  database_id!: number;

  @IsString()
  sql!: string;

  /** The editor's id for the query; at most 11 characters as Superset stores it. Generated when absent. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(11)
  client_id?: string | null;

  @IsOptional() @IsBoolean() json?: boolean | null;
  @IsOptional() @IsBoolean() runAsync?: boolean | null;
  @IsOptional() @IsString() @MaxLength(256) catalog?: string | null;
  @IsOptional() @IsString() @MaxLength(256) schema?: string | null;
  @IsOptional() @IsString() @MaxLength(256) sql_editor_id?: string | null;
  @IsOptional() @IsString() @MaxLength(256) tab?: string | null;
  @IsOptional() @IsString() @MaxLength(256) tmp_table_name?: string | null;
  /** Target schema of CTAS/CVAS; the database's `force_ctas_schema` wins over it. */
  @IsOptional() @IsString() @MaxLength(256) tmp_schema?: string | null;
  @IsOptional() @IsBoolean() select_as_cta?: boolean | null;
  @IsOptional() @IsIn(CTAS_METHODS) ctas_method?: CtasMethod | null;
  /** A JSON object encoded as a string; anything that is not one counts as `{}`. */
  @IsOptional() @IsString() templateParams?: string | null;
  @IsOptional() @IsInt() queryLimit?: number | null;
  @IsOptional() @IsBoolean() expand_data?: boolean | null;
}

/** `sql.query.execute`: the body plus what the gateway knows about the caller. */
export class ExecuteQueryRequest extends ExecuteQueryFields {
  /** The caller's async event channel; async runs report their progress on it. */
  @IsOptional()
  @IsString()
  asyncChannel?: string;
}

export class QueryResultsRequest {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  key!: string;

  /** Trim the answer to this many rows (the display limit when absent). */
  @IsOptional()
  @IsInt()
  @Min(0)
  rows?: number;

  /** Rows to skip first, to page through a result larger than the display limit (0 when absent). */
  @IsOptional()
  @IsInt()
  @Min(0)
  offset?: number;
}

export class StopQueryRequest {
  @IsString()
  @MinLength(1)
  @MaxLength(11)
  client_id!: string;
}

/**
 * A statement and the template parameters, catalog and schema it is prepared against: the body of
 * `POST /api/v1/database/{id}/validate_sql/` (the database comes from the path).
 */
export class SqlStatementFields {
  @IsString()
  sql!: string;

  @IsOptional() @IsString() catalog?: string | null;
  @IsOptional() @IsString() schema?: string | null;
  @IsOptional() @IsObject() template_params?: Record<string, unknown> | null;
}

/** A statement and the database it runs on. */
export class SqlContextFields extends SqlStatementFields {
  @IsInt()
  @Min(1)
  database_id!: number;
}

/** `POST /api/v1/sqllab/estimate/`. */
export class EstimateQueryRequest extends SqlContextFields {}

/** `POST /api/v1/database/{id}/validate_sql/`. */
export class ValidateSqlRequest extends SqlContextFields {}

/** `POST /api/v1/sqllab/format_sql/`: `engine` or `database_id` picks the dialect. */
export class FormatSqlRequest {
  @IsString()
  sql!: string;

  @IsOptional() @IsString() engine?: string | null;
  @IsOptional() @IsInt() @Min(1) database_id?: number | null;
  @IsOptional() @IsObject() template_params?: Record<string, unknown> | null;
}

export class ExportCsvRequest {
  @IsString()
  @MinLength(1)
  @MaxLength(11)
  client_id!: string;
}

/** The body of `POST /api/v1/sqllab/permalink`. */
export class SqlPermalinkFields {
  @IsInt() @Min(1) dbId!: number;
  @IsString() @MaxLength(256) name!: string;
  @IsString() sql!: string;
  @IsOptional() @IsString() catalog?: string | null;
  @IsOptional() @IsString() schema?: string | null;
  @IsOptional() @IsBoolean() autorun?: boolean;
  @IsOptional() @IsString() templateParams?: string | null;
}

export class SqlPermalinkCreateRequest {
  @ValidateNested()
  @Type(() => SqlPermalinkFields)
  state!: SqlPermalinkFields;
}

export class SqlPermalinkKeyRequest {
  /** The key, optionally prefixed `kv:` as the editor's shared-query links spell it. */
  @IsString()
  @Matches(/^(kv:)?[A-Za-z0-9_-]{8,64}$/)
  key!: string;
}

/** `GET /api/v1/query/`: who may see every user's queries is the gateway's call (`all_query_access`). */
export class QueryHistoryListRequest {
  @ValidateNested()
  @Type(() => ListQueryDto)
  query!: ListQueryDto;

  @IsBoolean()
  allQueries!: boolean;
}

export class QueryGetRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @IsBoolean()
  allQueries!: boolean;
}

export class QueriesUpdatedSinceRequest {
  @IsNumber()
  @Min(0)
  last_updated_ms!: number;
}

/** A queued asynchronous run; the query row is the source of truth, the job only names it. */
export class SqlQueryJob {
  @IsString()
  @MaxLength(11)
  clientId!: string;

  /** Where progress events go; empty when the caller has no channel. */
  @IsString()
  channel!: string;
}

/** Asks whichever replica runs the query to cancel it in the database. */
export class QueryStopEvent {
  @IsString()
  @MaxLength(11)
  client_id!: string;
}
