import type { PermissionViewMenuView } from '@tessera/contracts/web';
import { matchingPairs, pairLabel } from './permission-search';

const pair = (id: number, permission: string, view: string): PermissionViewMenuView => ({
  id,
  permission: { id, name: permission },
  view_menu: { id, name: view },
});

const catalogue = [pair(1, 'can_read', 'Chart'), pair(2, 'can_write', 'Chart'), pair(3, 'menu_access', 'SQL Lab')];

describe('permission search', () => {
  it('reads a pair as Flask-AppBuilder shows it', () => {
    expect(pairLabel(catalogue[0] as PermissionViewMenuView)).toBe('can read on Chart');
  });

  it('matches every word in either spelling of the permission, and the view menu', () => {
    expect(matchingPairs(catalogue, 'can_read', new Set(), false).map((p) => p.id)).toEqual([1]);
    expect(matchingPairs(catalogue, 'chart WRITE', new Set(), false).map((p) => p.id)).toEqual([2]);
    expect(matchingPairs(catalogue, 'sql lab', new Set(), false).map((p) => p.id)).toEqual([3]);
    expect(matchingPairs(catalogue, '', new Set(), false)).toHaveLength(3);
  });

  it('keeps only selected pairs when asked', () => {
    expect(matchingPairs(catalogue, 'chart', new Set([2, 3]), true).map((p) => p.id)).toEqual([2]);
  });
});
