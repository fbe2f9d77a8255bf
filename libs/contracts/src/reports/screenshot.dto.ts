import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';

/** The objects Tessera takes pictures of. */
export const SCREENSHOT_KINDS = ['chart', 'dashboard'] as const;
export type ScreenshotKind = (typeof SCREENSHOT_KINDS)[number];

/** Superset's `StatusValues` of a cached screenshot. */
export const SCREENSHOT_STATUSES = ['Pending', 'Computing', 'Updated', 'Error'] as const;
export type ScreenshotStatus = (typeof SCREENSHOT_STATUSES)[number];

/** A thumbnail (the list pages' card cover, at Superset's thumbnail sizes) or a full screenshot. */
export const SCREENSHOT_PURPOSES = ['thumbnail', 'screenshot'] as const;
export type ScreenshotPurpose = (typeof SCREENSHOT_PURPOSES)[number];

/**
 * Asks for the picture of a chart or dashboard, as the caller sees it: answered at once with the
 * cache entry's state, while a render that is needed starts in the background (once per cache key).
 */
export class ScreenshotCacheRequest {
  @IsIn(SCREENSHOT_KINDS) kind!: ScreenshotKind;
  @IsInt() @Min(1) objectId!: number;
  @IsIn(SCREENSHOT_PURPOSES) purpose!: ScreenshotPurpose;
  /** `[width, height]` of the browser window; the kind's default when absent. */
  @IsOptional()
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @IsInt({ each: true })
  @Min(100, { each: true })
  @Max(4000, { each: true })
  windowSize?: number[];
  /** `[width, height]` of the picture; the window's size when absent. */
  @IsOptional()
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @IsInt({ each: true })
  @Min(50, { each: true })
  @Max(4000, { each: true })
  thumbSize?: number[];
  /** A dashboard's state to picture (`activeTabs`, `dataMask`, `anchor`, `urlParams`). */
  @IsOptional() @IsObject() dashboardState?: Record<string, unknown>;
  /** Render again even when a picture is cached. */
  @IsBoolean() force!: boolean;
}

export interface ScreenshotCacheReply {
  cacheKey: string;
  /** The object's thumbnail digest for the caller now (compared with the one a thumbnail address names). */
  digest: string;
  /** The object's address in Tessera (relative). */
  url: string;
  status: ScreenshotStatus;
  /** ISO time of the entry's last change of status; null when nothing was ever asked for. */
  updatedAt: string | null;
}

/** A cached picture of an object by its cache key, for the caller who asked for it. */
export class ScreenshotImageRequest {
  @IsIn(SCREENSHOT_KINDS) kind!: ScreenshotKind;
  @IsInt() @Min(1) objectId!: number;
  @IsString() @Matches(/^[0-9a-f]{32}$/, { message: 'cacheKey must be 32 hexadecimal characters' }) cacheKey!: string;
  @IsIn(['png', 'pdf']) format!: 'png' | 'pdf';
}

export interface ScreenshotImageReply {
  contentType: 'image/png' | 'application/pdf';
  base64: string;
}

/** The body of `POST /api/v1/dashboard/{pk}/cache_dashboard_screenshot/`: the dashboard's state to picture (Superset's `DashboardScreenshotPostSchema`). */
export class DashboardScreenshotFields {
  /** Native filter values by filter id. */
  @IsOptional() @IsObject() dataMask?: Record<string, unknown>;
  @IsOptional() @IsArray() @ArrayMaxSize(100) @IsString({ each: true }) activeTabs?: string[];
  @IsOptional() @IsString() anchor?: string;
  /** `[name, value]` pairs added to the dashboard's address. */
  @IsOptional() @IsArray() @ArrayMaxSize(100) urlParams?: unknown[];
}
