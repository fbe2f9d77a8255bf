import { Dashboards, type Caller } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient } from '@tessera/platform';
import { EXAMPLE_DASHBOARDS, exampleJsonMetadata, type ExampleDashboard } from './example-dashboards';
import type { RegisteredExamples } from './example-catalog.writer';
import { buildExampleLayout } from './example-layout';
import { isServiceNotUp } from './example-owner.client';
import { retryUntil } from './example-retry';

/** How long seeding waits for the dashboard service to answer. */
const DASHBOARD_SERVICE_WAIT_MS = 2 * 60_000;

/**
 * Creates the example dashboards in the dashboard service (which owns them), found again by slug.
 * Saving a layout links its charts to the dashboard.
 */
@Injectable()
export class ExampleDashboardsClient {
  constructor(private readonly bus: BusClient) {}

  /**
   * Creates the example dashboards that do not exist yet and answers how many it created. All or
   * none: when one fails, those created before it are deleted again.
   */
  async ensure(registered: RegisteredExamples, owner: Caller, signal: AbortSignal): Promise<number> {
    const created: number[] = [];
    try {
      for (const dashboard of EXAMPLE_DASHBOARDS) {
        const existing = await this.findBySlug(dashboard.slug, owner, signal);
        if (existing === null) created.push(await this.create(dashboard, registered, owner));
      }
    } catch (error) {
      if (created.length > 0) await this.bus.request(Dashboards.delete, { ids: created }, { caller: owner }).catch(() => undefined);
      throw error;
    }
    return created.length;
  }

  private async findBySlug(slug: string, owner: Caller, signal: AbortSignal): Promise<number | null> {
    const query = {
      filters: [{ col: 'slug', opr: 'eq' as const, value: slug }],
      orderColumn: 'changed_on',
      orderDirection: 'desc' as const,
      page: 0,
      pageSize: 1,
    };
    const list = await retryUntil(() => this.bus.request(Dashboards.list, { query }, { caller: owner }), {
      timeoutMs: DASHBOARD_SERVICE_WAIT_MS,
      delayMs: 500,
      signal,
      retryable: isServiceNotUp,
      what: 'the dashboard service',
    });
    return list.result[0]?.id ?? null;
  }

  private async create(dashboard: ExampleDashboard, registered: RegisteredExamples, owner: Caller): Promise<number> {
    const layout = buildExampleLayout(dashboard.title, dashboard.rows, registered.charts);
    const fields = {
      dashboard_title: dashboard.title,
      slug: dashboard.slug,
      position_json: JSON.stringify(layout),
      json_metadata: exampleJsonMetadata(dashboard, registered.datasets, registered.charts),
      published: true,
    };
    const { id } = await this.bus.request(Dashboards.create, { fields }, { caller: owner });
    return id;
  }
}
