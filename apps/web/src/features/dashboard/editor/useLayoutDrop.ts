import { useRef, useState, type RefObject } from 'react';
import { useDrop } from 'react-dnd';
import { useDispatch, useStore } from 'react-redux';
import { t } from '../../../i18n';
import { addToast } from '../../toasts';
import type { StateWithDashboard } from '../dashboard.selectors';
import { chartsAdded, layoutEdited } from '../dashboard.slice';
import { dropPositionAt, dropPositionInFreeSpace, TOP_LEVEL_TABS_MESSAGE, type DropPosition } from '../layout/drop-rules';
import { movedAcrossFilterScopes } from '../filters/filter-scope-move';
import { dropComponent } from '../layout/layout-edit';
import { LAYOUT_DRAG_TYPE, type LayoutDragItem, type LayoutDropResult } from './layout-dnd';

function refusalText(message: string): string {
  return message === TOP_LEVEL_TABS_MESSAGE
    ? t('Can not move top level tab into nested tabs')
    : t('There is not enough space for this component. Try decreasing its width, or increasing the destination width.');
}

/**
 * The drop position for the pointer over `element`: an edge it is near, else, when the pointer is
 * over the free space of a row or column itself (`ownSpace`: over no component inside it), the end
 * of its children.
 */
function positionOver(
  element: HTMLElement | null,
  pointer: { x: number; y: number } | null,
  nodeType: string | undefined,
  ownSpace: boolean,
): DropPosition | null {
  if (!element || !pointer) return null;
  const box = element.getBoundingClientRect();
  const atEdge = dropPositionAt(pointer, { left: box.left, top: box.top, width: box.width, height: box.height });
  return atEdge ?? (ownSpace ? dropPositionInFreeSpace(nodeType) : null);
}

/**
 * Makes the element in `ref` a drop target for layout component `targetId`. The innermost target
 * whose edge the pointer is near takes the drop; a target the pointer is not near leaves it to the
 * targets around it. Returns the edge to highlight while something hovers.
 */
export function useLayoutDrop(targetId: string, ref: RefObject<HTMLElement>): DropPosition | null {
  const dispatch = useDispatch();
  const store = useStore<StateWithDashboard>();
  const [hovered, setHovered] = useState<DropPosition | null>(null);
  const last = useRef<DropPosition | null>(null);

  const [{ over }, connect] = useDrop<LayoutDragItem, LayoutDropResult | undefined, { over: boolean }>(
    () => ({
      accept: LAYOUT_DRAG_TYPE,
      collect: (monitor) => ({ over: monitor.isOver({ shallow: true }) }),
      hover(_item, monitor) {
        const nodeType = store.getState().dashboard.layout[targetId]?.type;
        const position = monitor.isOver({ shallow: true }) ? positionOver(ref.current, monitor.getClientOffset(), nodeType, true) : null;
        if (position !== last.current) {
          last.current = position;
          setHovered(position);
        }
      },
      drop(item, monitor) {
        if ((monitor.getDropResult() as LayoutDropResult | null)?.handled) return undefined;
        const { layout, filters, charts } = store.getState().dashboard;
        const position = positionOver(ref.current, monitor.getClientOffset(), layout[targetId]?.type, monitor.isOver({ shallow: true }));
        if (!position) return undefined;
        const outcome = dropComponent(layout, item.source, targetId, position);
        if (!outcome.ok) {
          if (!outcome.message) return undefined;
          dispatch(addToast({ type: 'danger', text: refusalText(outcome.message) }));
          return { handled: true };
        }
        if (item.chart) dispatch(chartsAdded({ charts: [item.chart] }));
        dispatch(layoutEdited({ layout: outcome.layout }));
        if (item.source.kind === 'existing' && movedAcrossFilterScopes(layout, outcome.layout, item.source.id, filters, charts)) {
          dispatch(addToast({ type: 'warning', text: t('This chart has been moved to a different filter scope.') }));
        }
        return { handled: true };
      },
    }),
    [targetId, store, dispatch],
  );
  connect(ref);
  return over ? hovered : null;
}
