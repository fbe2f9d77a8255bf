import { DatasetCreateFields, DatasetDuplicateRequest, DatasetGetOrCreateRequest, DatasetUpdateFields } from '@tessera/contracts';
import { IsArray, IsObject, IsOptional, IsString, ValidateIf } from 'class-validator';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

/** `POST /api/v1/dataset/` (Superset's `DatasetPostSchema`); unknown fields are refused. */
export class DatasetPostBody extends DatasetCreateFields {}

/** `PUT /api/v1/dataset/{id}` (Superset's `DatasetPutSchema`). */
export class DatasetPutBody extends DatasetUpdateFields {}

/** `POST /api/v1/dataset/duplicate`. */
export class DatasetDuplicateBody extends DatasetDuplicateRequest {}

/** `POST /api/v1/dataset/get_or_create/`. */
export class DatasetGetOrCreateBody extends DatasetGetOrCreateRequest {}

/** `POST /datasource/samples` body (Superset's `SamplesPayloadSchema`): what narrows the rows. */
export class SamplesPayloadBody {
  @IsOptional() @IsArray() filters?: unknown[];
  @IsOptional() @nullable() @IsString() granularity?: string | null;
  @IsOptional() @nullable() @IsString() time_range?: string | null;
  @IsOptional() @nullable() @IsObject() extras?: Record<string, unknown> | null;
}
