import type { ReportListRow, ReportRecipientConfig, ReportScheduleView, UserRef } from '@tessera/contracts';
import { humanizeDelta } from '@tessera/platform';
import { humanizeCrontab } from './cron-schedule';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';

/** Names of the objects a schedule points at, as their services describe them. */
export interface ReportTargets {
  chart: { id: number; slice_name: string | null } | null;
  dashboard: { id: number; dashboard_title: string | null } | null;
  database: { id: number; database_name: string } | null;
}

export function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function recipientConfig(text: string): ReportRecipientConfig {
  return parseObject(text) as ReportRecipientConfig;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

function usersOf(ids: number[], users: Map<number, UserRef>): UserRef[] {
  return ids.map((id) => users.get(id)).filter((user): user is UserRef => !!user);
}

export function toScheduleView(schedule: ReportScheduleEntity, users: Map<number, UserRef>, targets: ReportTargets): ReportScheduleView {
  return {
    id: schedule.id,
    type: schedule.type,
    name: schedule.name,
    description: schedule.description,
    context_markdown: schedule.contextMarkdown,
    active: schedule.active,
    crontab: schedule.crontab,
    timezone: schedule.timezone,
    creation_method: schedule.creationMethod,
    chart: targets.chart,
    dashboard: targets.dashboard,
    database: targets.database,
    sql: schedule.sql,
    validator_type: schedule.validatorType,
    validator_config_json: schedule.validatorConfigJson,
    report_format: schedule.reportFormat,
    recipients: (schedule.recipients ?? []).map((r) => ({ id: r.id, type: r.type, recipient_config_json: r.recipientConfigJson })),
    email_subject: schedule.emailSubject,
    working_timeout: schedule.workingTimeout,
    grace_period: schedule.gracePeriod,
    log_retention: schedule.logRetention,
    force_screenshot: schedule.forceScreenshot,
    custom_width: schedule.customWidth,
    owners: usersOf(schedule.owners, users),
    extra: parseObject(schedule.extraJson),
    last_state: schedule.lastState,
    last_eval_dttm: iso(schedule.lastEvalDttm),
    last_value: schedule.lastValue,
    last_value_row_json: schedule.lastValueRowJson,
  };
}

export function toListRow(schedule: ReportScheduleEntity, users: Map<number, UserRef>, now = new Date()): ReportListRow {
  const createdBy = schedule.createdBy !== null ? users.get(schedule.createdBy) : undefined;
  const changedBy = schedule.changedBy !== null ? users.get(schedule.changedBy) : undefined;
  return {
    id: schedule.id,
    type: schedule.type,
    name: schedule.name,
    description: schedule.description,
    active: schedule.active,
    crontab: schedule.crontab,
    crontab_humanized: humanizeCrontab(schedule.crontab),
    timezone: schedule.timezone,
    creation_method: schedule.creationMethod,
    chart_id: schedule.chartId,
    dashboard_id: schedule.dashboardId,
    created_by: createdBy ?? null,
    changed_by: changedBy ?? null,
    created_on: schedule.createdOn.toISOString(),
    changed_on: schedule.changedOn.toISOString(),
    changed_on_delta_humanized: humanizeDelta(schedule.changedOn, now),
    owners: usersOf(schedule.owners, users),
    recipients: (schedule.recipients ?? []).map((r) => ({ id: r.id, type: r.type })),
    last_state: schedule.lastState,
    last_eval_dttm: iso(schedule.lastEvalDttm),
    extra: parseObject(schedule.extraJson),
  };
}
