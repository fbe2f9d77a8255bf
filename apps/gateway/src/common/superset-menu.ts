import { hasPermission, isAdmin, type Principal } from '../auth/principal';

/** One entry of Flask-AppBuilder's menu forest, as `GET /api/v1/menu/` answers it. */
export interface MenuItem {
  name: string;
  label: string;
  icon: string;
  url?: string;
  childs?: MenuItem[];
}

interface MenuLink {
  name: string;
  label: string;
  icon: string;
  url: string;
  /** Who sees the link: a permission pair, or administrators only. */
  shownTo: readonly [permission: string, view: string] | 'admin';
}

interface MenuCategory {
  name: string;
  label: string;
  icon: string;
  childs: readonly MenuLink[];
}

/**
 * Superset's menu, in its order and with its names, labels and icons, restricted to the pages
 * Tessera serves. Superset shows an entry to whoever holds `menu_access` on its name; Tessera has
 * no such grants and shows each entry to whoever may read the page behind it, as its navbar does.
 */
const SUPERSET_MENU: readonly (MenuLink | MenuCategory)[] = [
  {
    name: 'Data',
    label: 'Data',
    icon: '',
    childs: [
      {
        name: 'Databases',
        label: 'Database Connections',
        icon: 'fa-database',
        url: '/databaseview/list/',
        shownTo: ['can_read', 'Database'],
      },
    ],
  },
  { name: 'Dashboards', label: 'Dashboards', icon: 'fa-dashboard', url: '/dashboard/list/', shownTo: ['can_read', 'Dashboard'] },
  { name: 'Charts', label: 'Charts', icon: 'fa-bar-chart', url: '/chart/list/', shownTo: ['can_read', 'Chart'] },
  { name: 'Datasets', label: 'Datasets', icon: 'fa-table', url: '/tablemodelview/list/', shownTo: ['can_read', 'Dataset'] },
  {
    name: 'Security',
    label: 'Security',
    icon: '',
    childs: [
      { name: 'List Roles', label: 'List Roles', icon: '', url: '/roles/list/', shownTo: 'admin' },
      { name: 'List Users', label: 'List Users', icon: '', url: '/users/list/', shownTo: 'admin' },
      { name: 'Action Log', label: 'Action Log', icon: 'fa-list-ol', url: '/actionlog/list/', shownTo: 'admin' },
      { name: 'Row Level Security', label: 'Row Level Security', icon: 'fa-lock', url: '/rowlevelsecurity/list/', shownTo: 'admin' },
    ],
  },
  {
    name: 'Manage',
    label: 'Manage',
    icon: '',
    childs: [
      {
        name: 'CSS Templates',
        label: 'CSS Templates',
        icon: 'fa-css3',
        url: '/csstemplatemodelview/list/',
        shownTo: ['can_read', 'CssTemplate'],
      },
      { name: 'Tags', label: 'Tags', icon: '', url: '/superset/tags/', shownTo: ['can_read', 'Tag'] },
      {
        name: 'Alerts & Report',
        label: 'Alerts & Reports',
        icon: 'fa-exclamation-triangle',
        url: '/alert/list/',
        shownTo: ['can_read', 'ReportSchedule'],
      },
      {
        name: 'Annotation Layers',
        label: 'Annotation Layers',
        icon: 'fa-comment',
        url: '/annotationlayer/list/',
        shownTo: ['can_read', 'Annotation'],
      },
    ],
  },
  {
    name: 'SQL Lab',
    label: 'SQL',
    icon: 'fa-flask',
    childs: [
      { name: 'SQL Editor', label: 'SQL Lab', icon: 'fa-flask', url: '/sqllab/', shownTo: ['can_read', 'SQLLab'] },
      { name: 'Saved Queries', label: 'Saved Queries', icon: 'fa-save', url: '/savedqueryview/list/', shownTo: ['can_read', 'SavedQuery'] },
      { name: 'Query Search', label: 'Query History', icon: 'fa-search', url: '/sqllab/history/', shownTo: ['can_read', 'Query'] },
    ],
  },
];

type Caller = Pick<Principal, 'roles' | 'permissions'>;

function visible(link: MenuLink, caller: Caller): boolean {
  return link.shownTo === 'admin' ? isAdmin(caller) : hasPermission(caller, link.shownTo[0], link.shownTo[1]);
}

function toItem({ name, label, icon, url }: MenuLink): MenuItem {
  return { name, label, icon, url };
}

/** The menu this caller may see: links it may not open are dropped, and categories left empty. */
export function menuFor(caller: Caller): MenuItem[] {
  return SUPERSET_MENU.flatMap((entry): MenuItem[] => {
    if (!('childs' in entry)) return visible(entry, caller) ? [toItem(entry)] : [];
    const childs = entry.childs.filter((link) => visible(link, caller)).map(toItem);
    return childs.length ? [{ name: entry.name, label: entry.label, icon: entry.icon, childs }] : [];
  });
}
