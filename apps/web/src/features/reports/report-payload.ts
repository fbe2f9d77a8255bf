import { REPORT_DEFAULTS, REPORT_OPERATORS, type ReportScheduleFields, type ReportScheduleView } from '@tessera/contracts/web';
import { splitRecipients, type ReportFormValues } from './report-form';

/** The body of `POST /api/v1/report/` and `PUT /api/v1/report/{id}` built from a valid form. */
export function toReportPayload(values: ReportFormValues): ReportScheduleFields {
  const isAlert = values.type === 'Alert';
  const payload: ReportScheduleFields = {
    type: values.type,
    name: values.name.trim(),
    description: values.description.trim(),
    active: values.active,
    crontab: values.crontab.trim(),
    timezone: values.timezone,
    creation_method: values.creationMethod,
    report_format: values.reportFormat,
    dashboard: values.contentKind === 'dashboard' ? values.dashboardId : null,
    chart: values.contentKind === 'chart' ? values.chartId : null,
    recipients: [{ type: 'Email', recipient_config_json: { target: splitRecipients(values.recipients).join(',') } }],
    working_timeout: Number(values.workingTimeout),
    log_retention: Number(values.logRetention),
    ...(values.owners.length > 0 ? { owners: values.owners.map((owner) => owner.value) } : {}),
  };
  if (!isAlert) return payload;
  const validator: Pick<ReportScheduleFields, 'validator_type' | 'validator_config_json'> =
    values.condition === 'not null'
      ? { validator_type: 'not null', validator_config_json: null }
      : { validator_type: 'operator', validator_config_json: { op: values.condition, threshold: Number(values.threshold) } };
  return { ...payload, database: values.databaseId, sql: values.sql, grace_period: Number(values.gracePeriod), ...validator };
}

/** JSON held as text by the server (recipients' and validators' configuration); unreadable text counts as empty. */
function parseJsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The form of a saved report or alert, to edit it. */
export function fromReport(report: ReportScheduleView): ReportFormValues {
  const validator = parseJsonObject(report.validator_config_json);
  const targets = (report.recipients ?? [])
    .filter((recipient) => recipient.type === 'Email')
    .flatMap((recipient) => splitRecipients(String(parseJsonObject(recipient.recipient_config_json).target ?? '')));
  const operator = REPORT_OPERATORS.find((candidate) => candidate === validator.op);
  return {
    type: report.type,
    name: report.name,
    description: report.description ?? '',
    active: report.active,
    crontab: report.crontab,
    timezone: report.timezone || REPORT_DEFAULTS.timezone,
    creationMethod: report.creation_method ?? 'alerts_reports',
    contentKind: report.chart ? 'chart' : 'dashboard',
    dashboardId: report.dashboard?.id ?? null,
    chartId: report.chart?.id ?? null,
    reportFormat: report.report_format,
    recipients: targets.join(', '),
    owners: report.owners.map((owner) => ({ value: owner.id, label: `${owner.first_name} ${owner.last_name}`.trim() || String(owner.id) })),
    databaseId: report.database?.id ?? null,
    sql: report.sql ?? '',
    condition: report.validator_type === 'operator' && operator ? operator : 'not null',
    threshold: validator.threshold === undefined || validator.threshold === null ? '' : String(validator.threshold),
    gracePeriod: String(report.grace_period ?? REPORT_DEFAULTS.gracePeriod),
    workingTimeout: String(report.working_timeout ?? REPORT_DEFAULTS.workingTimeout),
    logRetention: String(report.log_retention ?? REPORT_DEFAULTS.logRetention),
  };
}
