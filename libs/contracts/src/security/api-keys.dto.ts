import { IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** `POST /api/v1/me/api_keys/`: a new personal API key for the caller. */
export class ApiKeyCreateBody {
  /** What the key is for ("nightly export"), so its owner can tell keys apart when revoking. */
  @IsString()
  @MaxLength(128)
  @Matches(/\S/, { message: 'name must not be empty' })
  name!: string;

  /** ISO 8601 date-time after which the key is refused; absent or null: until revoked. */
  @IsOptional()
  @IsISO8601({ strict: true })
  expires_on?: string | null;
}

export type ApiKeyCreateFields = Pick<ApiKeyCreateBody, 'name' | 'expires_on'>;

/** One key in `GET /api/v1/me/api_keys/`: what identifies it, never its secret. Dates are ISO 8601. */
export interface ApiKeyView {
  id: number;
  name: string;
  /** The key's first characters (`tsk_<prefix>_…`), to recognise it. */
  prefix: string;
  created_on: string;
  expires_on: string | null;
  last_used_on: string | null;
}

/** The answer to creating a key: the only time `key` (the whole secret) is ever sent. */
export interface ApiKeyCreatedView extends ApiKeyView {
  key: string;
}
