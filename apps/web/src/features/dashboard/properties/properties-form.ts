import { t } from '../../../i18n';
import type { DashboardInfo, DashboardOwner, DashboardRole } from '../dashboard.types';

/** Choices of the refresh frequency, in seconds (Superset's list; 0 is off). */
export function refreshFrequencyOptions(): { value: number; label: string }[] {
  return [
    { value: 0, label: t("Don't refresh") },
    { value: 10, label: t('10 seconds') },
    { value: 30, label: t('30 seconds') },
    { value: 60, label: t('1 minute') },
    { value: 300, label: t('5 minutes') },
    { value: 1800, label: t('30 minutes') },
    { value: 3600, label: t('1 hour') },
    { value: 21600, label: t('6 hours') },
    { value: 43200, label: t('12 hours') },
    { value: 86400, label: t('24 hours') },
  ];
}

/** What the properties modal edits; the metadata is kept as the JSON text the user types. */
export interface PropertiesDraft {
  title: string;
  slug: string;
  owners: DashboardOwner[];
  roles: DashboardRole[];
  certifiedBy: string;
  certificationDetails: string;
  css: string;
  jsonMetadata: string;
}

export function propertiesDraft(dashboard: DashboardInfo): PropertiesDraft {
  return {
    title: dashboard.title,
    slug: dashboard.slug ?? '',
    owners: dashboard.owners,
    roles: dashboard.roles ?? [],
    certifiedBy: dashboard.certifiedBy ?? '',
    certificationDetails: dashboard.certificationDetails ?? '',
    css: dashboard.css,
    jsonMetadata: JSON.stringify(dashboard.metadata, null, 2),
  };
}

/** The metadata text as an object, or null when it is not a JSON object. */
export function parseMetadataText(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The metadata text with one key set, pretty-printed; unchanged when the text is not valid. */
export function withMetadataValue(text: string, key: string, value: unknown): string {
  const metadata = parseMetadataText(text);
  return metadata ? JSON.stringify({ ...metadata, [key]: value }, null, 2) : text;
}

/** The dashboard with the draft applied; null while the metadata is invalid. */
export function applyPropertiesDraft(dashboard: DashboardInfo, draft: PropertiesDraft, withRoles: boolean): DashboardInfo | null {
  const metadata = parseMetadataText(draft.jsonMetadata);
  if (!metadata) return null;
  return {
    ...dashboard,
    title: draft.title,
    slug: draft.slug.trim() || null,
    owners: draft.owners,
    ...(withRoles ? { roles: draft.roles } : {}),
    certifiedBy: draft.certifiedBy.trim() || null,
    certificationDetails: draft.certificationDetails.trim() || null,
    css: draft.css,
    metadata,
  };
}
