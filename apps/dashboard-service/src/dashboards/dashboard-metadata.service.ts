import type { DashboardColorsFields } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Viewer } from '../access/viewer';
import { isPlainObject, type JsonObject } from '../validation/json-checks';
import { checkJsonMetadata, unknownMetadataKeys } from '../validation/json-metadata.validator';
import { checkNativeFilters } from '../validation/native-filters.validator';
import { normalizeColors } from './dashboard-save.rules';
import { DashboardEntity } from './dashboard.entity';
import { DashboardFinder } from './dashboard.finder';
import { applyNativeFilterChanges, type NativeFilterChanges } from './native-filter-changes';

const COLOR_KEYS = [
  'color_namespace',
  'color_scheme',
  'color_scheme_domain',
  'shared_label_colors',
  'map_label_colors',
  'label_colors',
] as const;

/** Partial edits of `json_metadata`: the colour configuration and the native filters. */
@Injectable()
export class DashboardMetadataService {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    private readonly finder: DashboardFinder,
  ) {}

  /** `PUT /{id}/colors`: replaces the colour keys given; `markUpdated` false leaves `changed_on` alone. */
  async colors(viewer: Viewer, id: number, markUpdated: boolean, colors: DashboardColorsFields): Promise<JsonObject> {
    const dashboard = await this.finder.findEditable(viewer, id);
    const given = Object.fromEntries(COLOR_KEYS.filter((key) => colors[key] !== undefined).map((key) => [key, colors[key]]));
    const metadata = checkJsonMetadata(
      normalizeColors({ ...storedMetadata(dashboard), ...given }),
      unknownMetadataKeys(dashboard.jsonMetadata),
    );
    await this.store(viewer, dashboard, metadata, markUpdated);
    return Object.fromEntries(COLOR_KEYS.filter((key) => key in metadata).map((key) => [key, metadata[key]]));
  }

  /** `PUT /{id}/filters`: applies the changes and answers the new `native_filter_configuration`. */
  async filters(viewer: Viewer, id: number, changes: NativeFilterChanges): Promise<JsonObject[]> {
    const dashboard = await this.finder.findEditable(viewer, id);
    const metadata = storedMetadata(dashboard);
    const current = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration.filter(isPlainObject) : [];
    const next = checkNativeFilters(applyNativeFilterChanges(current, changes));
    await this.store(viewer, dashboard, { ...metadata, native_filter_configuration: next }, true);
    return next;
  }

  private async store(viewer: Viewer, dashboard: DashboardEntity, metadata: JsonObject, markUpdated: boolean): Promise<void> {
    await this.dashboards.update(
      { id: dashboard.id },
      { jsonMetadata: JSON.stringify(metadata), ...(markUpdated ? { changedOn: new Date(), changedBy: viewer.userId } : {}) },
    );
  }
}

/** The saved metadata (checked when it was saved). */
export function storedMetadata(dashboard: DashboardEntity): JsonObject {
  const parsed: unknown = dashboard.jsonMetadata ? JSON.parse(dashboard.jsonMetadata) : {};
  return isPlainObject(parsed) ? parsed : {};
}
