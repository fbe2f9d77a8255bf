/** The certification and warning a dataset keeps in its `extra` JSON (Superset's layout). */
export interface DatasetBadges {
  certifiedBy: string | null;
  certificationDetails: string | null;
  warningMarkdown: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads `extra`; text that is not a JSON object carries no badges. */
export function datasetBadges(extra: string | null | undefined): DatasetBadges {
  let parsed: unknown = null;
  try {
    parsed = extra ? JSON.parse(extra) : null;
  } catch {
    parsed = null;
  }
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const certification =
    record.certification && typeof record.certification === 'object' ? (record.certification as Record<string, unknown>) : {};
  return {
    certifiedBy: text(certification.certified_by),
    certificationDetails: text(certification.details),
    warningMarkdown: text(record.warning_markdown),
  };
}
