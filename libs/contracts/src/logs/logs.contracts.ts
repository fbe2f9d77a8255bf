import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { defineEvent, defineRequest } from '../bus/descriptor';
import { ListRequest, type ListReply } from '../rest/list-query.dto';
import type { ListResourceSpec } from '../rest/list-query.types';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

/** One action log row to store. */
export class LogEntry {
  @IsString() @MaxLength(512) action!: string;
  @IsOptional() @nullable() @IsInt() userId?: number | null;
  @IsOptional() @nullable() @IsInt() dashboardId?: number | null;
  @IsOptional() @nullable() @IsInt() sliceId?: number | null;
  @IsOptional() @nullable() @IsInt() durationMs?: number | null;
  @IsOptional() @nullable() @IsString() @MaxLength(1024) referrer?: string | null;
  @IsObject() json!: Record<string, unknown>;
  /** Epoch ms when the event happened (client time for client events). */
  @IsOptional() @IsInt() dttm?: number;
}

export class LogEntriesEvent {
  @IsArray()
  @ArrayMaxSize(1024)
  @ValidateNested({ each: true })
  @Type(() => LogEntry)
  entries!: LogEntry[];
}

/** Fire-and-forget: client beacons (`/superset/log/`) and server-side actions (views of dashboards and charts). */
export const LogEntriesRecorded = defineEvent('evt.logs.entries-recorded', LogEntriesEvent);

export const RECENT_ACTIVITY_ACTIONS = ['explore', 'dashboard'] as const;

export class RecentActivityRequest {
  @IsInt() @Min(0) page!: number;
  @IsInt() @Min(1) pageSize!: number;
  @IsBoolean() distinct!: boolean;
  @IsArray() @IsIn(RECENT_ACTIVITY_ACTIONS, { each: true }) actions!: string[];
}

export interface RecentActivityItem {
  action: string;
  item_type: 'slice' | 'dashboard';
  item_url: string;
  item_title: string;
  time: number;
  time_delta_humanized: string;
}

/** `GET /api/v1/log/` (Admin). */
export const LOG_LIST_SPEC: ListResourceSpec = {
  resource: 'log',
  listTitle: 'List Log',
  listColumns: ['id', 'user.username', 'user_id', 'action', 'dttm', 'json', 'slice_id', 'dashboard_id', 'duration_ms', 'referrer'],
  orderColumns: ['action', 'dttm', 'duration_ms', 'user_id'],
  searchColumns: { action: ['ct', 'eq', 'sw'], user_id: ['eq'], dashboard_id: ['eq'], slice_id: ['eq'], dttm: ['gt', 'lt'] },
  defaultOrder: { column: 'dttm', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
};

/** One action-log entry by its id (`GET /api/v1/log/{pk}`). */
export class LogIdRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

export const Logs = {
  list: defineRequest<ListRequest, ListReply>('logs.log.list', ListRequest, null),
  get: defineRequest<LogIdRequest, Record<string, unknown>>('logs.log.get', LogIdRequest, null),
  /** The caller's recently viewed charts and dashboards. */
  recentActivity: defineRequest<RecentActivityRequest, { result: RecentActivityItem[] }>(
    'logs.activity.recent',
    RecentActivityRequest,
    null,
  ),
};
