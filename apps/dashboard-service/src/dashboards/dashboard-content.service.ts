import { Injectable } from '@nestjs/common';
import { ChartLinksClient } from '../charts/chart-links.client';
import { invalidField, type JsonObject } from '../validation/json-checks';
import { parseJsonMetadata, type UnknownKeysKept } from '../validation/json-metadata.validator';
import { checkLayout, parsePositionJson, type CheckedLayout } from '../validation/position-json.validator';
import { normalizeColors } from './dashboard-save.rules';
import { serverText } from '@tessera/platform';

/** A save's checked content: what to store, and the chart links the layout implies when it changed. */
export interface PreparedContent {
  jsonMetadata?: string;
  positionJson?: string | null;
  chartIds?: number[];
}

/**
 * Checks `json_metadata` and `position_json` before anything is saved. `positions` inside the
 * metadata replaces `position_json`; a new layout re-derives the dashboard's chart links and must
 * only name charts that exist (checked with the chart service when it answers).
 */
@Injectable()
export class DashboardContentService {
  constructor(private readonly charts: ChartLinksClient) {}

  async prepare(
    fields: { json_metadata?: string | null; position_json?: string | null },
    keptKeys: UnknownKeysKept = new Set(),
  ): Promise<PreparedContent> {
    const prepared: PreparedContent = {};
    let metadata: JsonObject | undefined;
    if (fields.json_metadata !== undefined) metadata = parseJsonMetadata(fields.json_metadata, keptKeys);
    let layout: CheckedLayout | null | undefined;
    let layoutField = 'position_json';
    if (metadata && 'positions' in metadata) {
      layoutField = 'json_metadata';
      const { positions, ...rest } = metadata;
      metadata = rest;
      layout = positions === null ? null : checkLayout(positions, 'json_metadata.positions');
      prepared.positionJson = layout ? JSON.stringify(layout.layout) : null;
    } else if (fields.position_json !== undefined) {
      layout = parsePositionJson(fields.position_json);
      prepared.positionJson = layout ? (fields.position_json as string) : null;
    }
    if (layout !== undefined) {
      prepared.chartIds = layout ? [...new Set(layout.chartRefs.map((ref) => ref.chartId))] : [];
      if (layout) await this.checkChartsExist(layout, layoutField);
    }
    if (metadata) prepared.jsonMetadata = JSON.stringify(normalizeColors(metadata));
    return prepared;
  }

  /** Every CHART node must name an existing chart; skipped (and logged) when the chart service is not answering. */
  async checkChartsExist(layout: CheckedLayout, field: string): Promise<void> {
    const ids = [...new Set(layout.chartRefs.map((ref) => ref.chartId))];
    if (ids.length === 0) return;
    const found = await this.charts.chartsIfAnswering(ids, 'checking that the layout names existing charts');
    if (found === null) return;
    const existing = new Set(found.map((chart) => chart.id));
    const missing = layout.chartRefs.find((ref) => !existing.has(ref.chartId));
    if (missing) throw invalidField(field, serverText('%s refers to chart %s, which does not exist', missing.nodeId, missing.chartId));
  }
}
