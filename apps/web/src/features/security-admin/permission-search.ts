import type { PermissionViewMenuView } from '@tessera/contracts/web';

/** How a pair reads in the editor, as Flask-AppBuilder shows it: `can read on Chart`. */
export function pairLabel(pair: PermissionViewMenuView): string {
  return `${pair.permission.name.replace(/_/g, ' ')} on ${pair.view_menu.name}`;
}

/**
 * The pairs matching every word of `search` in their permission or view-menu name (either spelling of
 * the permission: `can_read` or `can read`), optionally only those selected.
 */
export function matchingPairs(
  catalogue: readonly PermissionViewMenuView[],
  search: string,
  selected: ReadonlySet<number>,
  selectedOnly: boolean,
): PermissionViewMenuView[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return catalogue.filter((pair) => {
    if (selectedOnly && !selected.has(pair.id)) return false;
    const text = `${pair.permission.name} ${pairLabel(pair)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
