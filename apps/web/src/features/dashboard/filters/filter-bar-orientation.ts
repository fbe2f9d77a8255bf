/** Where the native filter bar sits: a panel left of the layout, or a bar above it (`filter_bar_orientation`). */
export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

/** The dashboard's filter bar orientation; anything but 'HORIZONTAL' is the vertical default. */
export function filterBarOrientation(metadata: Readonly<Record<string, unknown>> | undefined): FilterBarOrientation {
  return metadata?.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';
}
