import type { TesseraError } from '@tessera/contracts';
import type { TesseraConfig } from '@tessera/platform';
import { cacheStatus, parseScreenshotQuery, requireDigest, requireFlags } from './screenshot-answers';

const withFlags = (featureFlags: Record<string, boolean>) => ({ featureFlags }) as unknown as TesseraConfig;
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as TesseraError).code;
  }
  return 'none';
};

describe('screenshot route rules', () => {
  it('answers as an absent route while a flag is off', () => {
    expect(codeOf(() => requireFlags(withFlags({}), 'THUMBNAILS'))).toBe('NOT_FOUND');
    expect(codeOf(() => requireFlags(withFlags({ THUMBNAILS: true }), 'THUMBNAILS', 'ENABLE_DASHBOARD_SCREENSHOT_ENDPOINTS'))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(() => requireFlags(withFlags({ THUMBNAILS: true }), 'THUMBNAILS'))).toBe('none');
  });

  it('takes only 32 hexadecimal characters as a digest', () => {
    expect(requireDigest('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(codeOf(() => requireDigest('../../etc'))).toBe('NOT_FOUND');
  });

  it("reads Superset's screenshot query, and refuses bad sizes with a 400", () => {
    expect(parseScreenshotQuery(undefined)).toEqual({ force: false, windowSize: undefined, thumbSize: undefined });
    expect(parseScreenshotQuery('(force:!t,window_size:!(800,600),thumb_size:!(400,300))')).toEqual({
      force: true,
      windowSize: [800, 600],
      thumbSize: [400, 300],
    });
    expect(codeOf(() => parseScreenshotQuery('(window_size:!(800))'))).toBe('BAD_REQUEST');
    expect(codeOf(() => parseScreenshotQuery('(window_size:!(99999,600))'))).toBe('BAD_REQUEST');
    expect(codeOf(() => parseScreenshotQuery('(force:yes)'))).toBe('BAD_REQUEST');
    expect(codeOf(() => parseScreenshotQuery('(window_size:!(800,600))', ['force']))).toBe('BAD_REQUEST');
  });

  it('answers 202 while the picture is made, 200 once it is there or failed too recently to try again', () => {
    const reply = { cacheKey: 'k', digest: 'd', url: '/', updatedAt: null };
    expect(cacheStatus({ ...reply, status: 'Updated' })).toBe(200);
    expect(cacheStatus({ ...reply, status: 'Computing' })).toBe(202);
    expect(cacheStatus({ ...reply, status: 'Pending' })).toBe(202);
    expect(cacheStatus({ ...reply, status: 'Error' })).toBe(200);
  });
});
