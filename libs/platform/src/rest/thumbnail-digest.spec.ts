import { runWithRequestContext } from '../logging/request-context';
import { thumbnailDigest, thumbnailUrl } from './thumbnail-digest';

describe('thumbnail digest', () => {
  const changed = new Date('2026-01-02T03:04:05.000Z');

  it('changes with the object, its kind and the executor, and not with the form of the date', () => {
    const digest = thumbnailDigest('chart', 7, changed, 1);
    expect(digest).toMatch(/^[0-9a-f]{32}$/);
    expect(thumbnailDigest('chart', 7, changed.toISOString(), 1)).toBe(digest);
    expect(thumbnailDigest('chart', 7, new Date(changed.getTime() + 1), 1)).not.toBe(digest);
    expect(thumbnailDigest('chart', 8, changed, 1)).not.toBe(digest);
    expect(thumbnailDigest('dashboard', 7, changed, 1)).not.toBe(digest);
    expect(thumbnailDigest('chart', 7, changed, 2)).not.toBe(digest);
  });

  it('names the caller of the current request in thumbnail_url', () => {
    const url = runWithRequestContext({ requestId: 'r', caller: { userId: 3, username: 'ann', roles: [] } }, () =>
      thumbnailUrl('dashboard', 5, changed),
    );
    expect(url).toBe(`/api/v1/dashboard/5/thumbnail/${thumbnailDigest('dashboard', 5, changed, 3)}/`);
  });
});
