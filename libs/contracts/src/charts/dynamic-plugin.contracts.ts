import { IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { defineRequest } from '../bus/descriptor';

/** A bundle is fetched by the browser: an http(s) URL or a path on this site. */
const BUNDLE_URL = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

/**
 * A chart plugin the SPA loads at run time (Superset's `dynamic_plugin`, behind the
 * `DYNAMIC_PLUGINS` flag): its bundle registers a viz type under `key`.
 */
export interface DynamicPluginView {
  id: number;
  name: string;
  /** The viz type the bundle registers. */
  key: string;
  bundle_url: string;
  created_on: string;
  changed_on: string;
}

/** The fields an administrator registers a plugin with (Superset's limits: 50, 50 and 1000 characters). */
export class DynamicPluginFields {
  @IsString() @MinLength(1) @MaxLength(50) name!: string;
  @IsString() @MinLength(1) @MaxLength(50) @Matches(/^[\w.-]+$/, { message: 'key may hold letters, digits, _, . and - only' }) key!: string;
  @IsString()
  @MaxLength(1000)
  @Matches(BUNDLE_URL, { message: 'bundle_url must be an http(s) URL or a path starting with /' })
  bundle_url!: string;
}

/** The fields an edit may change; the others stay. */
export class DynamicPluginPatch {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(50) name?: string;
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  @Matches(/^[\w.-]+$/, { message: 'key may hold letters, digits, _, . and - only' })
  key?: string;
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @Matches(BUNDLE_URL, { message: 'bundle_url must be an http(s) URL or a path starting with /' })
  bundle_url?: string;
}

export class DynamicPluginUpdateRequest extends DynamicPluginPatch {
  @IsInt() @Min(1) id!: number;
}

export class DynamicPluginIdRequest {
  @IsInt() @Min(1) id!: number;
}

export class DynamicPluginListRequest {}

/** The registered plugins, kept by the chart-data service (which owns the viz types charts are saved with). */
export const DynamicPlugins = {
  list: defineRequest<DynamicPluginListRequest, { count: number; result: DynamicPluginView[] }>(
    'charts.dynamic-plugin.list',
    DynamicPluginListRequest,
    null,
  ),
  get: defineRequest<DynamicPluginIdRequest, DynamicPluginView>('charts.dynamic-plugin.get', DynamicPluginIdRequest, null),
  create: defineRequest<DynamicPluginFields, DynamicPluginView>('charts.dynamic-plugin.create', DynamicPluginFields, null),
  update: defineRequest<DynamicPluginUpdateRequest, DynamicPluginView>('charts.dynamic-plugin.update', DynamicPluginUpdateRequest, null),
  delete: defineRequest<DynamicPluginIdRequest, { deleted: number }>('charts.dynamic-plugin.delete', DynamicPluginIdRequest, null),
};
