import { ErrorCode } from '@tessera/contracts';
import { crontabProblem, humanizeCrontab, knownTimezone } from './cron-schedule';
import { applyFields, recipientRows, splitAddresses } from './report-fields';
import { ReportScheduleEntity } from '../entities/report-schedule.entity';

function stored(overrides: Partial<ReportScheduleEntity> = {}): ReportScheduleEntity {
  return Object.assign(new ReportScheduleEntity(), {
    type: 'Report',
    name: 'Daily',
    active: true,
    crontab: '0 9 * * *',
    timezone: 'UTC',
    chartId: 1,
    dashboardId: null,
    databaseId: null,
    sql: null,
    validatorType: null,
    validatorConfigJson: null,
    reportFormat: 'CSV',
    customWidth: null,
    ...overrides,
  });
}

describe('cron and time zone checks', () => {
  it('accepts five-field expressions only', () => {
    expect(crontabProblem('*/5 * * * 1-5')).toBeNull();
    expect(crontabProblem('* * * *')).toMatch(/expected 5 fields/);
    expect(crontabProblem('0 0 * * * *')).toMatch(/expected 5 fields/);
    expect(crontabProblem('61 * * * *')).toMatch(/^Invalid cron expression/);
  });

  it('knows IANA zones and says crontabs in words', () => {
    expect(knownTimezone('Europe/Berlin')).toBe(true);
    expect(knownTimezone('Mars/Olympus')).toBe(false);
    expect(humanizeCrontab('*/5 * * * *')).toBe('Every 5 minutes');
  });
});

describe('applyFields', () => {
  it('moves the anchor only when the cron, the zone or the activation changes', () => {
    expect(applyFields(stored(), { name: 'Renamed' })).toEqual({ rescheduled: false });
    expect(applyFields(stored(), { crontab: '0  10 * * *' })).toEqual({ rescheduled: true });
    expect(applyFields(stored(), { timezone: 'Europe/Berlin' })).toEqual({ rescheduled: true });
    expect(applyFields(stored({ active: false }), { active: true })).toEqual({ rescheduled: true });
    expect(applyFields(stored(), { active: false })).toEqual({ rescheduled: false });
  });

  it('normalises the cron expression and stores the alert condition as JSON text', () => {
    const alert = stored({ type: 'Alert', chartId: null, reportFormat: 'PNG' });
    applyFields(alert, {
      crontab: ' 0   9 * * 1 ',
      database: 3,
      sql: 'SELECT 1',
      validator_type: 'operator',
      validator_config_json: { op: '>=', threshold: 2.5 },
    });
    expect(alert.crontab).toBe('0 9 * * 1');
    expect(JSON.parse(alert.validatorConfigJson as string)).toEqual({ op: '>=', threshold: 2.5 });
  });

  it('refuses what cannot work with the field named: 400 for syntax, 422 for combinations', () => {
    expect(() => applyFields(stored(), { crontab: 'every day' })).toThrow(
      expect.objectContaining({ code: ErrorCode.VALIDATION_FAILED, fields: { crontab: [expect.any(String)] } }),
    );
    expect(() => applyFields(stored(), { chart: null })).toThrow(
      expect.objectContaining({
        code: ErrorCode.UNPROCESSABLE,
        fields: { chart: ['A report needs a chart or a dashboard'], report_format: [expect.any(String)] },
      }),
    );
    expect(() => applyFields(stored({ type: 'Alert' }), { validator_type: 'operator' })).toThrow(
      expect.objectContaining({
        fields: expect.objectContaining({ database: expect.any(Array), sql: expect.any(Array), validator_config_json: expect.any(Array) }),
      }),
    );
    expect(() => applyFields(stored(), { custom_width: 5000 })).toThrow(
      expect.objectContaining({ fields: { custom_width: ['Screenshot width must be between 600px and 2400px'] } }),
    );
  });
});

describe('recipients', () => {
  it('splits targets on commas and semicolons', () => {
    expect(splitAddresses(' a@x.io; b@x.io ,, c@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
    expect(splitAddresses(undefined)).toEqual([]);
  });

  it('keeps email recipients with every address checked', () => {
    expect(recipientRows([{ type: 'Email', recipient_config_json: { target: 'a@x.io', bccTarget: 'b@x.io' } }])).toEqual([
      { type: 'Email', config: { target: 'a@x.io', ccTarget: '', bccTarget: 'b@x.io' } },
    ]);
    expect(() => recipientRows([{ type: 'Email', recipient_config_json: { target: '' } }])).toThrow('an email target is required');
    expect(() => recipientRows([{ type: 'Email', recipient_config_json: { target: 'a@x.io', ccTarget: 'nobody' } }])).toThrow(
      '"nobody" is not an email address',
    );
    expect(() => recipientRows([{ type: 'SlackV2', recipient_config_json: { target: '#general' } }])).toThrow(
      'SlackV2 recipients are not delivered by Tessera',
    );
  });
});
