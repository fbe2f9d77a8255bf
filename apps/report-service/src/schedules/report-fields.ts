import {
  DATA_REPORT_FORMATS,
  ErrorCode,
  REPORT_DEFAULTS,
  TesseraError,
  validationFailed,
  type ReportRecipientConfig,
  type ReportScheduleFields,
} from '@tessera/contracts';
import { crontabProblem, knownTimezone } from './cron-schedule';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';
import { serverText } from '@tessera/platform';

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/** Addresses in a target field: comma- or semicolon-separated, as Superset's modal writes them. */
export function splitAddresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The unprocessable-entity answer Superset gives for a schedule that is well formed but wrong (422 `{message: {field: [...]}}`). */
export function unprocessable(fields: Record<string, string[]>): TesseraError {
  const summary = Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
  return new TesseraError(ErrorCode.UNPROCESSABLE, summary, { fields });
}

/** The recipients of a body as rows: every email target checked; other channels are not delivered by Tessera. */
export function recipientRows(
  recipients: NonNullable<ReportScheduleFields['recipients']>,
): { type: 'Email'; config: ReportRecipientConfig }[] {
  const problems: string[] = [];
  const rows = recipients.map((recipient, index) => {
    if (recipient.type !== 'Email')
      problems.push(`recipients[${index}]: ${recipient.type} recipients are not delivered by Tessera; use Email`);
    const config = recipient.recipient_config_json ?? {};
    const addresses = [config.target, config.ccTarget, config.bccTarget].flatMap(splitAddresses);
    if (splitAddresses(config.target).length === 0) problems.push(`recipients[${index}]: an email target is required`);
    for (const address of addresses) if (!EMAIL.test(address)) problems.push(`recipients[${index}]: "${address}" is not an email address`);
    return {
      type: 'Email' as const,
      config: { target: config.target ?? '', ccTarget: config.ccTarget ?? '', bccTarget: config.bccTarget ?? '' },
    };
  });
  if (problems.length > 0) throw unprocessable({ recipients: problems });
  return rows;
}

/** Fields a new schedule must have (Superset's schema: 400 "Missing data for required field."). */
export function assertRequiredForCreate(fields: ReportScheduleFields): void {
  const missing = (['type', 'name', 'crontab'] as const).filter((key) => fields[key] === undefined);
  if (missing.length > 0)
    throw validationFailed(Object.fromEntries(missing.map((key) => [key, [serverText('Missing data for required field.')]])));
}

/** Cron and time zone are syntax: a bad one is a 400 naming the field, as the schema would. */
function assertSyntax(fields: ReportScheduleFields): void {
  const problems: Record<string, string[]> = {};
  const cron = fields.crontab !== undefined ? crontabProblem(fields.crontab) : null;
  if (cron) problems.crontab = [cron];
  if (fields.timezone !== undefined && !knownTimezone(fields.timezone)) {
    problems.timezone = [`Unknown time zone "${fields.timezone}": use an IANA name such as Europe/Berlin or UTC`];
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems, Object.values(problems).flat().join('; '));
}

/**
 * Writes the body's fields onto the schedule (new or stored) and checks the result as a whole:
 * a report needs a chart or a dashboard (one of them) and a data format needs a chart; an alert
 * needs a database, SQL and a condition. Returns whether the scheduling itself changed (cron, zone,
 * activation), which moves the schedule's anchor.
 */
export function applyFields(schedule: ReportScheduleEntity, fields: ReportScheduleFields): { rescheduled: boolean } {
  assertSyntax(fields);
  const before = { crontab: schedule.crontab, timezone: schedule.timezone, active: schedule.active };
  if (fields.type !== undefined) schedule.type = fields.type;
  if (fields.name !== undefined) schedule.name = fields.name.trim();
  if (fields.description !== undefined) schedule.description = fields.description;
  if (fields.context_markdown !== undefined) schedule.contextMarkdown = fields.context_markdown;
  if (fields.active !== undefined) schedule.active = fields.active;
  if (fields.crontab !== undefined) schedule.crontab = fields.crontab.trim().split(/\s+/).join(' ');
  if (fields.timezone !== undefined) schedule.timezone = fields.timezone;
  if (fields.creation_method !== undefined) schedule.creationMethod = fields.creation_method;
  if (fields.chart !== undefined) schedule.chartId = fields.chart;
  if (fields.dashboard !== undefined) schedule.dashboardId = fields.dashboard;
  if (fields.database !== undefined) schedule.databaseId = fields.database;
  if (fields.sql !== undefined) schedule.sql = fields.sql;
  if (fields.validator_type !== undefined) schedule.validatorType = fields.validator_type;
  if (fields.validator_config_json !== undefined) {
    schedule.validatorConfigJson = fields.validator_config_json
      ? JSON.stringify({ op: fields.validator_config_json.op, threshold: fields.validator_config_json.threshold })
      : null;
  }
  if (fields.report_format !== undefined) schedule.reportFormat = fields.report_format;
  if (fields.email_subject !== undefined) schedule.emailSubject = fields.email_subject;
  if (fields.working_timeout !== undefined) schedule.workingTimeout = fields.working_timeout ?? REPORT_DEFAULTS.workingTimeout;
  if (fields.grace_period !== undefined) schedule.gracePeriod = fields.grace_period ?? REPORT_DEFAULTS.gracePeriod;
  if (fields.log_retention !== undefined) schedule.logRetention = fields.log_retention ?? REPORT_DEFAULTS.logRetention;
  if (fields.force_screenshot !== undefined) schedule.forceScreenshot = fields.force_screenshot;
  if (fields.custom_width !== undefined) schedule.customWidth = fields.custom_width;
  if (fields.extra !== undefined) schedule.extraJson = JSON.stringify(fields.extra);
  assertConsistent(schedule);
  const rescheduled =
    schedule.crontab !== before.crontab || schedule.timezone !== before.timezone || (schedule.active && before.active === false);
  return { rescheduled };
}

function assertConsistent(schedule: ReportScheduleEntity): void {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (schedule.chartId && schedule.dashboardId) add('chart', 'Choose a chart or a dashboard, not both');
  if (schedule.type === 'Report') {
    if (!schedule.chartId && !schedule.dashboardId) add('chart', 'A report needs a chart or a dashboard');
  }
  if (DATA_REPORT_FORMATS.includes(schedule.reportFormat) && !schedule.chartId && (schedule.type === 'Report' || schedule.dashboardId)) {
    add('report_format', `${schedule.reportFormat} is made from a chart's data: choose a chart, or PNG or PDF for a dashboard`);
  }
  if (schedule.type === 'Alert') {
    if (!schedule.databaseId) add('database', 'An alert needs a database to run its SQL on');
    if (!schedule.sql?.trim()) add('sql', 'An alert needs a SQL query');
    if (!schedule.validatorType) add('validator_type', 'An alert needs a condition: not null or operator');
    if (schedule.validatorType === 'operator' && !schedule.validatorConfigJson) {
      add('validator_config_json', 'An operator condition needs {op, threshold}');
    }
  }
  const width = schedule.customWidth;
  if (width !== null && (width < REPORT_DEFAULTS.customWidthMin || width > REPORT_DEFAULTS.customWidthMax)) {
    add('custom_width', `Screenshot width must be between ${REPORT_DEFAULTS.customWidthMin}px and ${REPORT_DEFAULTS.customWidthMax}px`);
  }
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
}
