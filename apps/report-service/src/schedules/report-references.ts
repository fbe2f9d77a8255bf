import { Injectable } from '@nestjs/common';
import { Databases, ErrorCode, TesseraError, type UserRef } from '@tessera/contracts';
import { BusClient, ObjectDirectoryClient, UserDirectoryClient, serverText } from '@tessera/platform';
import type { ReportTargets } from './report.mapper';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';
import { unprocessable } from './report-fields';

/**
 * What a schedule points at lives in other services: charts and dashboards (their owners describe
 * them for the caller), databases (the chart-data service) and users (the gateway).
 */
@Injectable()
export class ReportReferences {
  constructor(
    private readonly bus: BusClient,
    private readonly objects: ObjectDirectoryClient,
    private readonly users: UserDirectoryClient,
  ) {}

  /** 422 naming each chart, dashboard, database or owner that does not exist or the caller may not see. */
  async assertReachable(schedule: ReportScheduleEntity): Promise<void> {
    const problems: Record<string, string[]> = {};
    if (schedule.chartId && !(await this.objects.describe('chart', [schedule.chartId])).has(schedule.chartId)) {
      problems.chart = [serverText('Chart does not exist')];
    }
    if (schedule.dashboardId && !(await this.objects.describe('dashboard', [schedule.dashboardId])).has(schedule.dashboardId)) {
      problems.dashboard = [serverText('Dashboard does not exist')];
    }
    if (schedule.databaseId && !(await this.databaseName(schedule.databaseId))) problems.database = [serverText('Database does not exist')];
    const owners = await this.users.describe(schedule.owners);
    const unknown = schedule.owners.filter((id) => !owners.has(id));
    if (unknown.length > 0) problems.owners = [`Owners are invalid: no user ${unknown.join(', ')}`];
    if (Object.keys(problems).length > 0) throw unprocessable(problems);
  }

  /** Names of the chart, dashboard and database, as the caller may see them (null when not). */
  async targets(schedule: ReportScheduleEntity): Promise<ReportTargets> {
    const chart = schedule.chartId ? (await this.objects.describe('chart', [schedule.chartId])).get(schedule.chartId) : undefined;
    const dashboard = schedule.dashboardId
      ? (await this.objects.describe('dashboard', [schedule.dashboardId])).get(schedule.dashboardId)
      : undefined;
    const databaseName = schedule.databaseId ? await this.databaseName(schedule.databaseId) : null;
    return {
      chart: schedule.chartId ? { id: schedule.chartId, slice_name: chart?.name ?? null } : null,
      dashboard: schedule.dashboardId ? { id: schedule.dashboardId, dashboard_title: dashboard?.name ?? null } : null,
      database: schedule.databaseId && databaseName ? { id: schedule.databaseId, database_name: databaseName } : null,
    };
  }

  describeUsers(ids: Iterable<number | null | undefined>): Promise<Map<number, UserRef>> {
    return this.users.describe(ids);
  }

  private async databaseName(id: number): Promise<string | null> {
    try {
      return (await this.bus.request(Databases.get, { id })).database_name;
    } catch (error) {
      if (error instanceof TesseraError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.FORBIDDEN)) return null;
      throw error;
    }
  }
}
