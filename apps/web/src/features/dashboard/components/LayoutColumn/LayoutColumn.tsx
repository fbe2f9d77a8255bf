import type { ReactNode } from 'react';
import { BACKGROUND_WHITE, GRID_GUTTER_PX } from '../../layout/layout.constants';

export interface LayoutColumnProps {
  id: string;
  /** CSS width share of the containing row. */
  width: string;
  background: unknown;
  children: ReactNode;
}

/** A column: its components stacked, in a slice of the row as wide as its grid columns. */
export function LayoutColumn({ id, width, background, children }: LayoutColumnProps) {
  return (
    <div
      data-layout-id={id}
      data-layout-type="COLUMN"
      className="dashboard-column"
      style={{
        width: `calc(${width} - ${GRID_GUTTER_PX}px)`,
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: GRID_GUTTER_PX,
        background: background === BACKGROUND_WHITE ? '#fff' : 'transparent',
      }}
    >
      {children}
    </div>
  );
}
