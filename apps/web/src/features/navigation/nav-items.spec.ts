import { PATHS } from '../../routing';
import { mainNavEntries, manageNavLinks, securityNavLinks, visibleNavEntries, type NavAccess } from './nav-items';

function access(routes: string[], permissions: [string, string][] = [], isAdmin = false): NavAccess {
  return {
    hasRoute: (path) => routes.includes(path),
    can: (permission, view) => isAdmin || permissions.some(([p, v]) => p === permission && v === view),
    isAdmin,
  };
}

const labels = (entries: ReturnType<typeof mainNavEntries>) =>
  entries.map((entry) => (entry.kind === 'link' ? entry.label : `${entry.label}: ${entry.items.map((item) => item.label).join(', ')}`));

describe('visibleNavEntries', () => {
  it('shows nothing while no page is registered, even to an admin', () => {
    expect(visibleNavEntries(mainNavEntries(), access([], [], true))).toEqual([]);
    expect(visibleNavEntries(securityNavLinks(), access([], [], true))).toEqual([]);
  });

  it('shows a registered page only to users with its permission', () => {
    const routes = [PATHS.dashboardList, PATHS.chartList];
    expect(labels(visibleNavEntries(mainNavEntries(), access(routes, [['can_read', 'Dashboard']])))).toEqual(['Dashboards']);
  });

  it('keeps a group with its visible items only, and drops it when none is left', () => {
    const routes = [PATHS.sqlLab, PATHS.savedQueryList, PATHS.databaseList];
    const entries = visibleNavEntries(
      mainNavEntries(),
      access(routes, [
        ['can_read', 'SQLLab'],
        ['can_read', 'Database'],
      ]),
    );
    expect(labels(entries)).toEqual(['SQL: SQL editor', 'Data: Databases']);
  });

  it('shows everything registered to an admin, in menu order', () => {
    const routes = Object.values(PATHS);
    expect(labels(visibleNavEntries(mainNavEntries(), access(routes, [], true)))).toEqual([
      'Dashboards',
      'Charts',
      'Datasets',
      'SQL: SQL editor, Saved queries, Query history',
      'Data: Databases, Tags, Upload CSV to database, Upload Excel to database, Upload Columnar file to database',
    ]);
  });

  it('offers Alerts & Reports under Settings to users who may read reports', () => {
    expect(
      visibleNavEntries(manageNavLinks(), access([PATHS.alertList], [['can_read', 'ReportSchedule']])).map((link) => link.label),
    ).toEqual(['Alerts & Reports']);
    expect(visibleNavEntries(manageNavLinks(), access([PATHS.alertList], [['can_read', 'Dashboard']]))).toEqual([]);
    expect(
      visibleNavEntries(
        manageNavLinks(),
        access(
          [PATHS.alertList, PATHS.annotationLayerList, PATHS.cssTemplateList],
          [
            ['can_read', 'Annotation'],
            ['can_read', 'CssTemplate'],
          ],
        ),
      ).map((link) => link.label),
    ).toEqual(['Annotation Layers', 'CSS Templates']);
  });

  it('shows the security pages to admins only, whatever the permissions', () => {
    const routes = [PATHS.userList, PATHS.roleList, PATHS.rowLevelSecurityList, PATHS.actionLog];
    expect(visibleNavEntries(securityNavLinks(), access(routes, [['can_read', 'User']], false))).toEqual([]);
    expect(visibleNavEntries(securityNavLinks(), access(routes, [['can_read', 'Log']], false))).toEqual([]);
    expect(visibleNavEntries(securityNavLinks(), access(routes, [], true)).map((link) => link.label)).toEqual([
      'Users',
      'Roles',
      'Row Level Security',
      'Action Log',
    ]);
  });
});
