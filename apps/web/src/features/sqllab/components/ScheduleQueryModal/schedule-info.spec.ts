import { END_BEFORE_START, scheduleExtraJson, scheduleInfoOf, scheduleProblems, type ScheduleForm } from './schedule-info';

const form = (overrides: Partial<ScheduleForm> = {}): ScheduleForm => ({
  label: 'Nightly',
  description: '',
  schedule: '0 0 * * *',
  startDate: '2026-12-01',
  endDate: '',
  outputTable: '',
  ...overrides,
});

describe('schedule form', () => {
  it('accepts a name, a valid schedule and a start date, with or without an end after it', () => {
    expect(scheduleProblems(form())).toEqual({});
    expect(scheduleProblems(form({ endDate: '2026-12-02' }))).toEqual({});
  });

  it('refuses an end date on or before the start date', () => {
    expect(scheduleProblems(form({ endDate: '2026-12-01' }))).toEqual({ endDate: END_BEFORE_START });
    expect(scheduleProblems(form({ endDate: '2026-11-30' }))).toEqual({ endDate: END_BEFORE_START });
  });

  it('names each missing or invalid field', () => {
    expect(scheduleProblems(form({ label: '  ', schedule: '61 * * * *', startDate: '' }))).toEqual({
      label: 'Name is required',
      schedule: 'Invalid cron expression',
      startDate: 'Start date is required',
    });
  });

  it("stores the schedule as Superset does: {'schedule_info': …} as a JSON string, leaving out what was not given", () => {
    const info = scheduleInfoOf(form({ schedule: ' 0 6 * * 1 ', outputTable: ' weekly ' }));
    expect(info).toEqual({ schedule_interval: '0 6 * * 1', start_date: '2026-12-01', output_table: 'weekly' });
    const extraJson = scheduleExtraJson(info);
    expect(JSON.parse(extraJson)).toEqual({ schedule_info: info });
  });
});
