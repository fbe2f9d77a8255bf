import { menuFor } from './superset-menu';

const caller = (roles: string[], permissions: string[]) => ({ roles, permissions: new Set(permissions) });

describe('menuFor', () => {
  it('gives an administrator every category with its links, in Superset shape', () => {
    const menu = menuFor(caller(['Admin'], []));
    expect(menu.map((item) => item.name)).toEqual(['Data', 'Dashboards', 'Charts', 'Datasets', 'Security', 'Manage', 'SQL Lab']);
    expect(menu.find((item) => item.name === 'SQL Lab')).toEqual({
      name: 'SQL Lab',
      label: 'SQL',
      icon: 'fa-flask',
      childs: [
        { name: 'SQL Editor', label: 'SQL Lab', icon: 'fa-flask', url: '/sqllab/' },
        { name: 'Saved Queries', label: 'Saved Queries', icon: 'fa-save', url: '/savedqueryview/list/' },
        { name: 'Query Search', label: 'Query History', icon: 'fa-search', url: '/sqllab/history/' },
      ],
    });
  });

  it('drops the links a user may not open and the categories left empty', () => {
    const menu = menuFor(caller(['Gamma'], ['can_read|Dashboard', 'can_read|Chart', 'can_read|Tag']));
    expect(menu).toEqual([
      { name: 'Dashboards', label: 'Dashboards', icon: 'fa-dashboard', url: '/dashboard/list/' },
      { name: 'Charts', label: 'Charts', icon: 'fa-bar-chart', url: '/chart/list/' },
      { name: 'Manage', label: 'Manage', icon: '', childs: [{ name: 'Tags', label: 'Tags', icon: '', url: '/superset/tags/' }] },
    ]);
  });

  it('keeps the security pages to administrators', () => {
    const names = menuFor(caller(['Alpha'], ['can_read|Dashboard', 'can_read|User', 'can_read|Role'])).map((item) => item.name);
    expect(names).not.toContain('Security');
  });
});
