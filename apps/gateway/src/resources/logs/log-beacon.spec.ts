import { TesseraError } from '@tessera/contracts';
import { beaconEntries, beaconTarget, MAX_BEACON_EVENTS } from './log-beacon';

describe('log beacons', () => {
  const target = { userId: 7, dashboardId: 3 };

  it('makes one log row per event, keeping the event as json', () => {
    const events = [
      { event_name: 'spa_navigation', source: 'dashboard', ts: 1721469600000 },
      { event_name: 'load_chart', duration: 125.4, ts: 1721469601000 },
    ];
    const entries = beaconEntries(JSON.stringify(events), target);
    expect(entries).toEqual([
      { action: 'log', userId: 7, dashboardId: 3, sliceId: null, durationMs: null, referrer: null, json: events[0], dttm: 1721469600000 },
      { action: 'log', userId: 7, dashboardId: 3, sliceId: null, durationMs: 125, referrer: null, json: events[1], dttm: 1721469601000 },
    ]);
  });

  it('stamps events without a timestamp with the arrival time', () => {
    expect(beaconEntries('{"event_name":"x"}', { userId: null }, 42)[0]).toMatchObject({
      dttm: 42,
      userId: null,
      json: { event_name: 'x' },
    });
  });

  it('refuses malformed input with a clear message', () => {
    expect(() => beaconEntries('not json', target)).toThrow('events is not valid JSON');
    expect(() => beaconEntries('[1, 2]', target)).toThrow('Each logged event must be a JSON object');
    expect(() => beaconEntries(['[]', '[]'], target)).toThrow(TesseraError);
    const tooMany = JSON.stringify(Array.from({ length: MAX_BEACON_EVENTS + 1 }, () => ({})));
    expect(() => beaconEntries(tooMany, target)).toThrow(`At most ${MAX_BEACON_EVENTS} events`);
  });

  it('reads the dashboard or chart the events belong to from the query string', () => {
    expect(beaconTarget({ explode: 'events', slice_id: '12' }, 1)).toEqual({ userId: 1, dashboardId: undefined, sliceId: 12 });
    expect(() => beaconTarget({ dashboard_id: 'abc' }, 1)).toThrow('Not a valid dashboard_id');
    expect(() => beaconTarget({ slice_id: '9999999999' }, 1)).toThrow('Not a valid slice_id');
  });
});
