import type { ChartViewer } from './viewer';

/**
 * Owners after a save, as Superset's `populate_owner_list`: the creator when none are named, and a
 * non-admin saver always stays an owner (or they would lock themselves out). Undefined leaves them as they are.
 */
export function ownersAfterSave(viewer: ChartViewer, requested: number[] | undefined, creating: boolean): number[] | undefined {
  const me = viewer.userId;
  if (requested === undefined) return creating ? (me !== null ? [me] : []) : undefined;
  const owners = [...new Set(requested)];
  if (me !== null && !viewer.isAdmin && !owners.includes(me)) owners.push(me);
  return owners;
}
