import { dueWindows } from './due-windows';
import { occurrencesBetween } from '../schedules/cron-schedule';

const at = (iso: string) => new Date(iso);
const policy = { onTimeMs: 60_000, catchUpMs: 3_600_000 };
const isoList = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('occurrencesBetween across daylight-saving changes (fixed clock)', () => {
  it('Europe/Berlin, spring forward: 02:30 does not exist on 29 March 2026 and fires once, at 03:30 CEST', () => {
    const days = occurrencesBetween('30 2 * * *', 'Europe/Berlin', at('2026-03-27T12:00:00Z'), at('2026-03-30T12:00:00Z'));
    expect(isoList(days)).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-03-30T00:30:00.000Z']);
  });

  it('Europe/Berlin, fall back: 02:30 happens twice on 25 October 2026 and fires once', () => {
    const days = occurrencesBetween('30 2 * * *', 'Europe/Berlin', at('2026-10-23T12:00:00Z'), at('2026-10-26T12:00:00Z'));
    expect(isoList(days)).toEqual(['2026-10-24T00:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });

  it('Europe/Berlin, fall back: an hourly schedule fires at every real hour, 25 in that day', () => {
    const hours = occurrencesBetween('0 * * * *', 'Europe/Berlin', at('2026-10-24T21:59:00Z'), at('2026-10-25T22:59:00Z'));
    expect(hours).toHaveLength(25);
    expect(isoList(hours).slice(1, 5)).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });

  it('America/New_York, spring forward: a 09:00 schedule keeps 09:00 local, an hour earlier in UTC', () => {
    const days = occurrencesBetween('0 9 * * *', 'America/New_York', at('2026-03-07T00:00:00Z'), at('2026-03-09T23:00:00Z'));
    expect(isoList(days)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });

  it('America/New_York, spring forward: 02:15 does not exist on 8 March 2026 and fires once after the gap', () => {
    const days = occurrencesBetween('15 2 * * *', 'America/New_York', at('2026-03-07T00:00:00Z'), at('2026-03-09T12:00:00Z'));
    expect(days).toHaveLength(3);
    expect(days[1].toISOString()).toBe('2026-03-08T07:15:00.000Z');
  });

  it('America/New_York, fall back: 01:30 happens twice on 1 November 2026 and fires once', () => {
    const days = occurrencesBetween('30 1 * * *', 'America/New_York', at('2026-10-31T00:00:00Z'), at('2026-11-02T12:00:00Z'));
    expect(isoList(days)).toEqual(['2026-10-31T05:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
  });
});

describe('dueWindows', () => {
  const every = (anchor: string, lastClaimed: string | null = null) => ({
    crontab: '* * * * *',
    timezone: 'UTC',
    anchor: at(anchor),
    lastClaimed: lastClaimed ? at(lastClaimed) : null,
  });

  it('runs the window a tick sees on time, and nothing before the anchor', () => {
    expect(dueWindows(every('2026-01-01T10:04:30Z'), at('2026-01-01T10:05:07Z'), policy)).toEqual({
      run: [{ at: at('2026-01-01T10:05:00Z'), late: false }],
      skipped: null,
    });
  });

  it('never returns a window already claimed', () => {
    expect(dueWindows(every('2026-01-01T09:00:00Z', '2026-01-01T10:05:00Z'), at('2026-01-01T10:05:40Z'), policy)).toEqual({
      run: [],
      skipped: null,
    });
  });

  it('after an outage runs the newest missed window once, late, and skips the older ones', () => {
    const due = dueWindows(every('2026-01-01T09:00:00Z', '2026-01-01T10:00:00Z'), at('2026-01-01T10:30:30Z'), {
      ...policy,
      onTimeMs: 20_000,
    });
    expect(due.run).toEqual([{ at: at('2026-01-01T10:30:00Z'), late: true }]);
    expect(due.skipped).toMatchObject({ count: 29, first: at('2026-01-01T10:01:00Z'), last: at('2026-01-01T10:29:00Z') });

    const daily = { crontab: '0 6 * * *', timezone: 'Europe/Berlin', anchor: at('2026-01-01T00:00:00Z'), lastClaimed: null };
    expect(dueWindows(daily, at('2026-01-02T05:40:00Z'), policy)).toEqual({
      run: [{ at: at('2026-01-02T05:00:00Z'), late: true }],
      skipped: { count: 1, first: at('2026-01-01T05:00:00Z'), last: at('2026-01-01T05:00:00Z'), capped: false },
    });
  });

  it('skips a missed window older than the catch-up age', () => {
    const daily = { crontab: '0 6 * * *', timezone: 'Europe/Berlin', anchor: at('2026-01-01T00:00:00Z'), lastClaimed: null };
    expect(dueWindows(daily, at('2026-01-01T07:30:00Z'), policy)).toEqual({
      run: [],
      skipped: { count: 1, first: at('2026-01-01T05:00:00Z'), last: at('2026-01-01T05:00:00Z'), capped: false },
    });
  });
});
