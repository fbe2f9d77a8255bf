/**
 * The dataset id a Superset datasource uid (`<id>__<type>`) names, or null: only datasets (`table`)
 * hold chart data here, so uids of queries or saved queries, and malformed ones, name none.
 */
export function datasetIdOfUid(uid: string): number | null {
  const match = /^(\d{1,9})__(table|dataset)$/.exec(uid.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}
