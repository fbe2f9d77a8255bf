import { randomBytes } from 'node:crypto';
import {
  notFound,
  type DashboardPermalinkState,
  type DashboardPermalinkStateFields,
  type DashboardPermalinkValue,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Viewer } from '../access/viewer';
import { DashboardFinder } from '../dashboards/dashboard.finder';
import { JsonReader } from '../validation/json-checks';
import { DashboardPermalinkEntity } from './dashboard-permalink.entity';
import { serverText } from '@tessera/platform';

/** 12 random bytes: 16 url-safe characters, past Superset's 11-character minimum. */
export function newPermalinkKey(): string {
  return randomBytes(12).toString('base64url');
}

/** Checks the state a permalink keeps: `urlParams` as `[key, value]` string pairs. */
export function checkPermalinkState(state: DashboardPermalinkStateFields): DashboardPermalinkState {
  const reader = new JsonReader('state');
  const checked: DashboardPermalinkState = {};
  if (state.urlParams !== undefined && state.urlParams !== null) {
    checked.urlParams = reader.list(state.urlParams, 'urlParams').map((pair, index) => {
      const items = reader.list(pair, `urlParams[${index}]`);
      if (items.length !== 2) throw reader.fail(`urlParams[${index}]`, serverText('must be a [key, value] pair'));
      return [reader.string(items[0], `urlParams[${index}][0]`), String(items[1])] as [string, string];
    });
  }
  if (state.dataMask !== undefined && state.dataMask !== null) checked.dataMask = reader.object(state.dataMask, 'dataMask');
  if (state.activeTabs !== undefined && state.activeTabs !== null) checked.activeTabs = reader.stringList(state.activeTabs, 'activeTabs');
  if (state.anchor !== undefined && state.anchor !== null) checked.anchor = reader.string(state.anchor, 'anchor');
  return checked;
}

/** Links to a dashboard in a given state; reading one needs read access to its dashboard. */
@Injectable()
export class PermalinksService {
  constructor(
    @InjectRepository(DashboardPermalinkEntity) private readonly permalinks: Repository<DashboardPermalinkEntity>,
    private readonly finder: DashboardFinder,
  ) {}

  async create(viewer: Viewer, ref: string, state: DashboardPermalinkStateFields): Promise<{ key: string }> {
    const dashboard = await this.finder.findReadable(viewer, ref);
    const key = newPermalinkKey();
    const permalink = this.permalinks.create({
      key,
      dashboardId: dashboard.id,
      state: { ...checkPermalinkState(state) },
      createdBy: viewer.userId,
    });
    await this.permalinks.save(permalink);
    return { key };
  }

  async get(viewer: Viewer, key: string): Promise<DashboardPermalinkValue> {
    const permalink = await this.permalinks.findOneBy({ key });
    if (!permalink) throw notFound();
    const dashboard = await this.finder.findReadable(viewer, permalink.dashboardId);
    return { dashboardId: String(dashboard.id), state: permalink.state as DashboardPermalinkState };
  }
}
