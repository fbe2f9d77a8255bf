import { DatasetAccess } from './dataset-access';
import { ownersAfterSave } from './ownership.rules';
import type { ChartViewer } from './viewer';

const viewer = (userId: number | null, isAdmin = false): ChartViewer => ({ userId, isAdmin, isGuest: false, access: DatasetAccess.of([]) });

describe('ownership rules', () => {
  it('makes the creator the owner by default, and keeps a non-admin saver among the owners', () => {
    expect(ownersAfterSave(viewer(5), undefined, true)).toEqual([5]);
    expect(ownersAfterSave(viewer(5), [7, 7], true)).toEqual([7, 5]);
    expect(ownersAfterSave(viewer(5, true), [7], true)).toEqual([7]);
    expect(ownersAfterSave(viewer(5), undefined, false)).toBeUndefined();
    expect(ownersAfterSave(viewer(5), [], false)).toEqual([5]);
    expect(ownersAfterSave(viewer(null), undefined, true)).toEqual([]);
  });
});
