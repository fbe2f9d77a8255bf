import { isStreamedType } from './compress-answers';

describe('isStreamedType', () => {
  it('keeps CSV exports and server-sent events out of the compressor', () => {
    expect(isStreamedType('text/csv; charset=utf-8')).toBe(true);
    expect(isStreamedType('TEXT/CSV')).toBe(true);
    expect(isStreamedType('text/event-stream')).toBe(true);
  });

  it('lets JSON, HTML and scripts be compressed', () => {
    expect(isStreamedType('application/json; charset=utf-8')).toBe(false);
    expect(isStreamedType('text/html')).toBe(false);
    expect(isStreamedType('text/javascript')).toBe(false);
    expect(isStreamedType('text/csvx')).toBe(false);
    expect(isStreamedType(undefined)).toBe(false);
  });
});
