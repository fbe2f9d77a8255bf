import { useRef, type PointerEvent } from 'react';
import { t } from '../../../i18n';

export interface ResizeHandleProps {
  /**
   * Which way the handle resizes: the trailing edge (width: the right in a left-to-right page), the
   * bottom edge (height) or the trailing bottom corner (both).
   */
  direction: 'right' | 'bottom' | 'corner';
  /**
   * Called while dragging with the pointer's travel in pixels since the press, and once more on release;
   * `x` counts along the reading direction, so a wider component is a positive `x` in either direction.
   */
  onResize: (delta: { x: number; y: number }, done: boolean) => void;
}

const PLACEMENT = {
  right: { top: 0, insetInlineEnd: -4, width: 8, height: '100%', cursor: 'ew-resize' },
  bottom: { insetInlineStart: 0, bottom: -4, height: 8, width: '100%', cursor: 'ns-resize' },
  corner: { insetInlineEnd: -4, bottom: -4, width: 12, height: 12, cursor: 'nwse-resize' },
} as const;

/** A handle on a component's trailing or bottom edge that reports how far it is dragged. */
export function ResizeHandle({ direction, onResize }: ResizeHandleProps) {
  const start = useRef<{ x: number; y: number; rtl: boolean } | null>(null);
  // The pointer moves in screen pixels; in a right-to-left page the trailing edge grows leftwards.
  const travel = (event: PointerEvent) => ({
    x: direction === 'bottom' ? 0 : (event.clientX - (start.current?.x ?? event.clientX)) * (start.current?.rtl ? -1 : 1),
    y: direction === 'right' ? 0 : event.clientY - (start.current?.y ?? event.clientY),
  });
  return (
    <div
      role="separator"
      aria-label={direction === 'bottom' ? t('Resize height') : direction === 'right' ? t('Resize width') : t('Resize')}
      data-resize-handle={direction}
      style={{
        position: 'absolute',
        zIndex: 3,
        touchAction: 'none',
        ...PLACEMENT[direction],
        // The corner's diagonal arrow points along the trailing bottom corner, which is the left one in a right-to-left page.
        ...(direction === 'corner' && document.documentElement.dir === 'rtl' ? { cursor: 'nesw-resize' } : {}),
      }}
      onPointerDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start.current = { x: event.clientX, y: event.clientY, rtl: getComputedStyle(event.currentTarget).direction === 'rtl' };
      }}
      onPointerMove={(event) => {
        if (start.current) onResize(travel(event), false);
      }}
      onPointerUp={(event) => {
        if (!start.current) return;
        onResize(travel(event), true);
        start.current = null;
      }}
    />
  );
}
