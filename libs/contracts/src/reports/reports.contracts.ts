import { defineRequest } from '../bus/descriptor';
import { ListRequest, type ListReply } from '../rest/list-query.dto';
import {
  ReportCreateRequest,
  ReportIdRequest,
  ReportIdsRequest,
  ReportLogListRequest,
  ReportLogRequest,
  ReportUpdateRequest,
} from './report.dto';
import type { ReportListRow, ReportLogView, ReportScheduleView } from './report.types';
import { ScreenshotCacheRequest, ScreenshotImageRequest, type ScreenshotCacheReply, type ScreenshotImageReply } from './screenshot.dto';

/** Report and alert schedules (the report service), for the caller in the envelope. */
export const Reports = {
  /** The schedules the caller created or owns (all of them for an administrator). */
  list: defineRequest<ListRequest, ListReply<ReportListRow>>('reports.schedule.list', ListRequest, null),
  get: defineRequest<ReportIdRequest, ReportScheduleView>('reports.schedule.get', ReportIdRequest, null),
  create: defineRequest<ReportCreateRequest, { id: number }>('reports.schedule.create', ReportCreateRequest, null),
  update: defineRequest<ReportUpdateRequest, { id: number }>('reports.schedule.update', ReportUpdateRequest, null),
  delete: defineRequest<ReportIdsRequest, { deleted: number }>('reports.schedule.delete', ReportIdsRequest, null),
  logs: defineRequest<ReportLogListRequest, ListReply<ReportLogView>>('reports.log.list', ReportLogListRequest, null),
  log: defineRequest<ReportLogRequest, ReportLogView>('reports.log.get', ReportLogRequest, null),
};

/** Pictures of charts and dashboards (thumbnails and screenshots), rendered by the report service as the caller. */
export const Screenshots = {
  /** The cache entry of a picture, starting its render when one is needed; NOT_FOUND when the caller may not see the object. */
  cache: defineRequest<ScreenshotCacheRequest, ScreenshotCacheReply>('reports.screenshot.cache', ScreenshotCacheRequest, null),
  /** A rendered picture; NOT_FOUND while it is not ready, or when it was rendered for someone else. */
  image: defineRequest<ScreenshotImageRequest, ScreenshotImageReply>('reports.screenshot.image', ScreenshotImageRequest, null),
};
