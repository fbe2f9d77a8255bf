import { screenshotCacheKey, screenshotShape, shouldRender, type ScreenshotEntry } from './screenshot-sizes';

describe('screenshot shapes and cache keys', () => {
  it('draws thumbnails at Superset sizes: a chart 800×600, a dashboard 1600×1200 kept at half size, its first screen only', () => {
    expect(screenshotShape('chart', 'thumbnail', [2000, 2000], undefined)).toEqual({
      window: [800, 600],
      thumb: [800, 600],
      scale: 1,
      viewportOnly: false,
    });
    expect(screenshotShape('dashboard', 'thumbnail', undefined, undefined)).toEqual({
      window: [1600, 1200],
      thumb: [800, 600],
      scale: 0.5,
      viewportOnly: true,
    });
  });

  it('takes a screenshot at the asked window and picture sizes, the whole object', () => {
    expect(screenshotShape('chart', 'screenshot', [1000, 500], [500, 250])).toEqual({
      window: [1000, 500],
      thumb: [500, 250],
      scale: 0.5,
      viewportOnly: false,
    });
    expect(screenshotShape('dashboard', 'screenshot', undefined, undefined)).toMatchObject({ window: [1600, 1200], scale: 1 });
  });

  it('keys a picture by object, digest, purpose, sizes and state', () => {
    const shape = screenshotShape('chart', 'thumbnail', undefined, undefined);
    const key = screenshotCacheKey('chart', 1, 'a'.repeat(32), 'thumbnail', shape, undefined);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(screenshotCacheKey('chart', 1, 'b'.repeat(32), 'thumbnail', shape, undefined)).not.toBe(key);
    expect(screenshotCacheKey('chart', 1, 'a'.repeat(32), 'screenshot', shape, undefined)).not.toBe(key);
    expect(screenshotCacheKey('chart', 1, 'a'.repeat(32), 'thumbnail', shape, { activeTabs: ['TAB-1'] })).not.toBe(key);
  });
});

describe('shouldRender', () => {
  const entry = (status: ScreenshotEntry['status'], updatedAt: string): ScreenshotEntry => ({
    status,
    updatedAt,
    userId: 1,
    kind: 'chart',
    objectId: 1,
  });
  const now = Date.parse('2026-01-02T00:00:00Z');

  it('renders what was never asked for, or when forced', () => {
    expect(shouldRender(null, false, now)).toBe(true);
    expect(shouldRender(entry('Updated', '2026-01-01T23:00:00Z'), true, now)).toBe(true);
  });

  it('does not render again while one is computing or once it is ready', () => {
    expect(shouldRender(entry('Computing', '2026-01-01T23:59:00Z'), false, now)).toBe(false);
    expect(shouldRender(entry('Updated', '2026-01-01T00:00:00Z'), false, now)).toBe(false);
  });

  it('tries a failed render again only after a day', () => {
    expect(shouldRender(entry('Error', '2026-01-01T12:00:00Z'), false, now)).toBe(false);
    expect(shouldRender(entry('Error', '2026-01-01T00:00:00Z'), false, now)).toBe(true);
  });
});
