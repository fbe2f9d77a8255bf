import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ListQueryDto } from '../rest/list-query.dto';
import {
  REPORT_CREATION_METHODS,
  REPORT_FORMATS,
  REPORT_OPERATORS,
  REPORT_RECIPIENT_TYPES,
  REPORT_TYPES,
  REPORT_VALIDATOR_TYPES,
  type ReportCreationMethod,
  type ReportFormat,
  type ReportOperator,
  type ReportRecipientType,
  type ReportType,
  type ReportValidatorType,
} from './report.types';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

export class ReportRecipientConfigFields {
  @IsOptional() @IsString() @MaxLength(5000) target?: string;
  @IsOptional() @IsString() @MaxLength(5000) ccTarget?: string;
  @IsOptional() @IsString() @MaxLength(5000) bccTarget?: string;
}

export class ReportRecipientFields {
  @IsIn(REPORT_RECIPIENT_TYPES) type!: ReportRecipientType;
  @IsOptional() @ValidateNested() @Type(() => ReportRecipientConfigFields) recipient_config_json?: ReportRecipientConfigFields;
}

export class ReportValidatorConfigFields {
  @IsIn(REPORT_OPERATORS) op!: ReportOperator;
  @IsNumber({ allowNaN: false, allowInfinity: false }) threshold!: number;
}

/**
 * The body of `POST /api/v1/report/` and `PUT /api/v1/report/{pk}` (Superset's
 * `ReportSchedulePostSchema`/`PutSchema`). Every field is optional here so that a PUT may carry
 * `{active}` alone; the service names the fields a new schedule lacks and checks the combinations
 * (a chart or a dashboard for reports, SQL and a database for alerts, the cron expression, the time zone).
 */
export class ReportScheduleFields {
  @IsOptional() @IsIn(REPORT_TYPES) type?: ReportType;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(150) name?: string;
  @IsOptional() @nullable() @IsString() @MaxLength(5000) description?: string | null;
  @IsOptional() @nullable() @IsString() @MaxLength(20_000) context_markdown?: string | null;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(1000) crontab?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(100) timezone?: string;
  @IsOptional() @nullable() @IsIn(REPORT_CREATION_METHODS) creation_method?: ReportCreationMethod | null;
  @IsOptional() @nullable() @IsInt() @Min(1) chart?: number | null;
  @IsOptional() @nullable() @IsInt() @Min(1) dashboard?: number | null;
  @IsOptional() @nullable() @IsInt() @Min(1) database?: number | null;
  @IsOptional() @nullable() @IsString() @MaxLength(100_000) sql?: string | null;
  @IsOptional() @nullable() @IsIn(REPORT_VALIDATOR_TYPES) validator_type?: ReportValidatorType | null;
  @IsOptional()
  @nullable()
  @ValidateNested()
  @Type(() => ReportValidatorConfigFields)
  validator_config_json?: ReportValidatorConfigFields | null;
  @IsOptional() @IsIn(REPORT_FORMATS) report_format?: ReportFormat;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ReportRecipientFields)
  recipients?: ReportRecipientFields[];
  @IsOptional() @nullable() @IsString() @MaxLength(255) email_subject?: string | null;
  @IsOptional() @nullable() @IsInt() @Min(1) working_timeout?: number | null;
  @IsOptional() @nullable() @IsInt() @Min(1) grace_period?: number | null;
  @IsOptional() @nullable() @IsInt() @Min(0) log_retention?: number | null;
  @IsOptional() @IsBoolean() force_screenshot?: boolean;
  @IsOptional() @nullable() @IsInt() custom_width?: number | null;
  @IsOptional() @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) owners?: number[];
  @IsOptional() @IsObject() extra?: Record<string, unknown>;
  @IsOptional() @nullable() @IsArray() @IsInt({ each: true }) selected_tabs?: number[] | null;
}

export class ReportIdRequest {
  @IsInt() @Min(1) id!: number;
}

export class ReportIdsRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

export class ReportCreateRequest {
  @ValidateNested() @Type(() => ReportScheduleFields) fields!: ReportScheduleFields;
}

export class ReportUpdateRequest {
  @IsInt() @Min(1) id!: number;
  @ValidateNested() @Type(() => ReportScheduleFields) fields!: ReportScheduleFields;
}

export class ReportLogListRequest {
  @IsInt() @Min(1) reportId!: number;
  @ValidateNested() @Type(() => ListQueryDto) query!: ListQueryDto;
}

export class ReportLogRequest {
  @IsInt() @Min(1) reportId!: number;
  @IsInt() @Min(1) logId!: number;
}
