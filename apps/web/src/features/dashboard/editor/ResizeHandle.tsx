import { useRef, type PointerEvent } from 'react';
import { t } from '../../../i18n';

export interface ResizeHandleProps {
  /** Which way the handle resizes: the right edge (width), the bottom edge (height) or the corner (both). */
  direction: 'right' | 'bottom' | 'corner';
  /** Called while dragging with the pointer's travel in pixels since the press, and once more on release. */
  onResize: (delta: { x: number; y: number }, done: boolean) => void;
}

const PLACEMENT = {
  right: { top: 0, right: -4, width: 8, height: '100%', cursor: 'ew-resize' },
  bottom: { left: 0, bottom: -4, height: 8, width: '100%', cursor: 'ns-resize' },
  corner: { right: -4, bottom: -4, width: 12, height: 12, cursor: 'nwse-resize' },
} as const;

/** A handle on a component's right or bottom edge that reports how far it is dragged. */
export function ResizeHandle({ direction, onResize }: ResizeHandleProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const travel = (event: PointerEvent) => ({
    x: direction === 'bottom' ? 0 : event.clientX - (start.current?.x ?? event.clientX),
    y: direction === 'right' ? 0 : event.clientY - (start.current?.y ?? event.clientY),
  });
  return (
    <div
      role="separator"
      aria-label={direction === 'bottom' ? t('Resize height') : direction === 'right' ? t('Resize width') : t('Resize')}
      data-resize-handle={direction}
      style={{ position: 'absolute', zIndex: 3, touchAction: 'none', ...PLACEMENT[direction] }}
      onPointerDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start.current = { x: event.clientX, y: event.clientY };
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
