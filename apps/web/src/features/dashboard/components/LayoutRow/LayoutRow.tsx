import type { ReactNode } from 'react';
import { BACKGROUND_WHITE, GRID_GUTTER_PX } from '../../layout/layout.constants';

export interface LayoutRowProps {
  id: string;
  background: unknown;
  children: ReactNode;
}

/** A row of the grid: its components side by side, on a white or transparent background. */
export function LayoutRow({ id, background, children }: LayoutRowProps) {
  return (
    <div
      data-layout-id={id}
      data-layout-type="ROW"
      className="dashboard-row"
      style={{
        display: 'flex',
        flexWrap: 'nowrap',
        gap: GRID_GUTTER_PX,
        marginBottom: GRID_GUTTER_PX,
        background: background === BACKGROUND_WHITE ? '#fff' : 'transparent',
      }}
    >
      {children}
    </div>
  );
}
