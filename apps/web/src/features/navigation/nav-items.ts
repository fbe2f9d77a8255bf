import { PATHS } from '../../routing';
import { t } from '../../i18n';
import type { PermissionPair } from '../auth';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  path: string;
  /** Shown only to users holding it. */
  permission?: PermissionPair;
  adminOnly?: boolean;
}

export interface NavGroupEntry {
  kind: 'group';
  label: string;
  items: NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

function link(label: string, path: string, permission?: PermissionPair, adminOnly = false): NavLinkEntry {
  return { kind: 'link', label, path, permission, adminOnly };
}

/** The main menu, labels in the active locale. */
export function mainNavEntries(): NavEntry[] {
  return [
    link(t('Dashboards'), PATHS.dashboardList, ['can_read', 'Dashboard']),
    link(t('Charts'), PATHS.chartList, ['can_read', 'Chart']),
    link(t('Datasets'), PATHS.datasetList, ['can_read', 'Dataset']),
    {
      kind: 'group',
      label: t('SQL'),
      items: [
        link(t('SQL editor'), PATHS.sqlLab, ['can_read', 'SQLLab']),
        link(t('Saved queries'), PATHS.savedQueryList, ['can_read', 'SavedQuery']),
        link(t('Query history'), PATHS.queryHistory, ['can_read', 'Query']),
      ],
    },
    {
      kind: 'group',
      label: t('Data'),
      items: [
        link(t('Databases'), PATHS.databaseList, ['can_read', 'Database']),
        link(t('Tags'), PATHS.tags, ['can_read', 'Tag']),
        link(t('Upload CSV to database'), PATHS.csvUpload, ['can_upload', 'Database']),
        link(t('Upload Excel to database'), PATHS.excelUpload, ['can_upload', 'Database']),
        link(t('Upload Columnar file to database'), PATHS.columnarUpload, ['can_upload', 'Database']),
      ],
    },
  ];
}

/** The pages under Settings → Manage (Superset keeps Alerts & Reports, Annotation Layers and CSS Templates there). */
export function manageNavLinks(): NavLinkEntry[] {
  return [
    link(t('Alerts & Reports'), PATHS.alertList, ['can_read', 'ReportSchedule']),
    link(t('Annotation Layers'), PATHS.annotationLayerList, ['can_read', 'Annotation']),
    link(t('CSS Templates'), PATHS.cssTemplateList, ['can_read', 'CssTemplate']),
  ];
}

/** The security pages under Settings. */
export function securityNavLinks(): NavLinkEntry[] {
  return [
    link(t('Users'), PATHS.userList, undefined, true),
    link(t('Roles'), PATHS.roleList, undefined, true),
    link(t('Row Level Security'), PATHS.rowLevelSecurityList, undefined, true),
    link(t('Action Log'), PATHS.actionLog, undefined, true),
  ];
}

export interface NavAccess {
  hasRoute: (path: string) => boolean;
  can: (permission: string, view: string) => boolean;
  isAdmin: boolean;
}

function linkVisible(entry: NavLinkEntry, access: NavAccess): boolean {
  if (!access.hasRoute(entry.path)) return false;
  if (entry.adminOnly && !access.isAdmin) return false;
  return !entry.permission || access.can(entry.permission[0], entry.permission[1]);
}

/** Drops links to pages that are not registered or not permitted, and groups left empty. */
export function visibleNavEntries<E extends NavEntry>(entries: readonly E[], access: NavAccess): E[] {
  return entries.flatMap((entry): E[] => {
    if (entry.kind === 'link') return linkVisible(entry, access) ? [entry] : [];
    const items = entry.items.filter((item) => linkVisible(item, access));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
