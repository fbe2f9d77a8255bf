import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, IsString, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';

/** The editor's `queryEditor` object of `POST /tabstateview/` (fields Superset reads from it). */
export class TabStateEditorFields {
  @IsOptional() @IsString() @MaxLength(256) name?: string | null;
  @IsOptional() @IsString() @MaxLength(256) title?: string | null;
  @IsOptional() @IsInt() @Min(1) dbId?: number | null;
  @IsOptional() @IsString() catalog?: string | null;
  @IsOptional() @IsString() schema?: string | null;
  @IsOptional() @IsString() sql?: string | null;
  @IsOptional() @IsInt() queryLimit?: number | null;
  @IsOptional() @IsBoolean() hideLeftBar?: boolean | null;
  @IsOptional() @IsInt() @Min(1) remoteId?: number | null;
  @IsOptional() @IsString() templateParams?: string | null;
  @IsOptional() @IsBoolean() autorun?: boolean | null;
}

export class TabStateCreateRequest {
  @ValidateNested()
  @Type(() => TabStateEditorFields)
  queryEditor!: TabStateEditorFields;
}

export class TabStateIdRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

/** `PUT /tabstateview/{id}`: the columns a tab may change, each already JSON-decoded by the gateway. */
export class TabStateChanges {
  @IsOptional() @IsInt() @Min(1) database_id?: number | null;
  @IsOptional() @IsString() catalog?: string | null;
  @IsOptional() @IsString() schema?: string | null;
  @IsOptional() @IsString() sql?: string | null;
  @IsOptional() @IsString() @MaxLength(256) label?: string | null;
  @IsOptional() @IsInt() query_limit?: number | null;
  @IsOptional() @IsString() @MaxLength(11) latest_query_id?: string | null;
  @IsOptional() @IsString() template_params?: string | null;
  @IsOptional() @IsBoolean() hide_left_bar?: boolean | null;
  @IsOptional() @IsBoolean() autorun?: boolean | null;
  @IsOptional() @IsObject() extra_json?: Record<string, unknown> | null;
  @IsOptional() @IsInt() @Min(1) saved_query_id?: number | null;
}

/** The names `PUT /tabstateview/{id}` accepts. */
export const TAB_STATE_CHANGE_FIELDS = [
  'database_id',
  'catalog',
  'schema',
  'sql',
  'label',
  'query_limit',
  'latest_query_id',
  'template_params',
  'hide_left_bar',
  'autorun',
  'extra_json',
  'saved_query_id',
] as const;

export class TabStateUpdateRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @ValidateNested()
  @Type(() => TabStateChanges)
  changes!: TabStateChanges;
}

/** Moves one of the caller's queries (by client id) into the tab. */
export class TabStateQueryRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @IsString()
  @MinLength(1)
  @MaxLength(11)
  clientId!: string;
}

/** `POST /tableschemaview/`: the pane as the editor describes it (`dbId`, `queryEditorId`, `schema`, `name`, …). */
export class TableSchemaCreateRequest {
  @IsObject()
  table!: Record<string, unknown>;
}

export class TableSchemaIdRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

export class TableSchemaExpandedRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @IsBoolean()
  expanded!: boolean;
}
