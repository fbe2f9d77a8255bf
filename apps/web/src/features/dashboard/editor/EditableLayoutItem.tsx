import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useDrag } from 'react-dnd';
import { useDispatch, useStore } from 'react-redux';
import { Button, Icon } from 'semantic-ui-react';
import { t } from '../../../i18n';
import type { StateWithDashboard } from '../dashboard.selectors';
import { layoutEdited } from '../dashboard.slice';
import type { LayoutNode } from '../dashboard.types';
import type { DropPosition } from '../layout/drop-rules';
import { deleteComponent, resizeComponent, updateComponentMeta } from '../layout/layout-edit';
import { widthInColumns } from '../layout/layout-size';
import { DEFAULT_CHART_HEIGHT, GRID_GUTTER_PX, GRID_UNIT_PX } from '../layout/layout.constants';
import { BackgroundStyleDropdown } from './BackgroundStyleDropdown';
import { LAYOUT_DRAG_TYPE, type LayoutDragItem } from './layout-dnd';
import { ResizeHandle } from './ResizeHandle';
import { useHoverOrFocus } from './useHoverOrFocus';
import { useLayoutDrop } from './useLayoutDrop';

/** Types that can be dragged elsewhere, deleted and (charts, markdown, columns) resized. */
const MOVABLE = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'ROW', 'HEADER', 'DIVIDER', 'TABS', 'TAB']);
/** Containers keep their controls at the top right, clear of the controls of what they hold. */
const CONTAINERS = new Set(['ROW', 'COLUMN', 'TABS', 'TAB']);
const RESIZABLE_WIDTH = new Set(['CHART', 'MARKDOWN', 'COLUMN']);
const RESIZABLE_HEIGHT = new Set(['CHART', 'MARKDOWN']);
/** Types whose background can be set, from the menu shown while the pointer or focus is on them. */
const WITH_BACKGROUND = new Set(['ROW', 'COLUMN']);

const EDGE_SHADOW: Record<DropPosition, string> = {
  TOP: 'inset 0 3px 0 #1e88e5',
  BOTTOM: 'inset 0 -3px 0 #1e88e5',
  LEFT: 'inset 3px 0 0 #1e88e5',
  RIGHT: 'inset -3px 0 0 #1e88e5',
};

export interface EditableLayoutItemProps {
  node: LayoutNode;
  /** CSS width share for charts, markdown and columns; other components take the full width. */
  width?: string;
  children: ReactNode;
}

/**
 * A layout component in edit mode: a drop target (edges highlight where a drop lands), with a drag
 * handle and a delete button, right/bottom handles that resize in grid units and, for rows and columns,
 * a background style menu.
 */
export function EditableLayoutItem({ node, width, children }: EditableLayoutItemProps) {
  const dispatch = useDispatch();
  const store = useStore<StateWithDashboard>();
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const [preview, setPreview] = useState<{ width: number; height: number } | null>(null);
  const dropEdge = useLayoutDrop(node.id, ref);
  const { active, handlers: hoverHandlers } = useHoverOrFocus();
  const [{ dragging }, drag] = useDrag<LayoutDragItem, unknown, { dragging: boolean }>(
    () => ({
      type: LAYOUT_DRAG_TYPE,
      item: { source: { kind: 'existing', id: node.id } },
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [node.id],
  );
  drag(handle);

  const movable = MOVABLE.has(node.type);
  const columns = widthInColumns(node);
  const height = Number(node.meta.height) > 0 ? Number(node.meta.height) : DEFAULT_CHART_HEIGHT;

  /** Pointer travel to grid units: one column is the component's width over its columns, one unit of height 8 px. */
  const onResize = (delta: { x: number; y: number }, done: boolean) => {
    const box = ref.current?.getBoundingClientRect();
    const columnPx = box && box.width > 0 ? (box.width + GRID_GUTTER_PX) / columns : 1;
    const next = { width: columns + Math.round(delta.x / columnPx), height: height + Math.round(delta.y / GRID_UNIT_PX) };
    const resized = resizeComponent(
      store.getState().dashboard.layout,
      node.id,
      RESIZABLE_HEIGHT.has(node.type) ? next : { width: next.width },
    );
    const meta = resized[node.id]?.meta ?? node.meta;
    if (!done) {
      setPreview({ width: Number(meta.width), height: Number(meta.height ?? height) });
      return;
    }
    setPreview(null);
    if (meta.width !== node.meta.width || meta.height !== node.meta.height) dispatch(layoutEdited({ layout: resized }));
  };

  const sized = width !== undefined;
  const style: CSSProperties = {
    position: 'relative',
    opacity: dragging ? 0.4 : 1,
    boxShadow: dropEdge ? EDGE_SHADOW[dropEdge] : undefined,
    outline: '1px dashed #c5c5c5',
    ...(sized ? { width: `calc(${width} - ${GRID_GUTTER_PX}px)`, flex: 'none' } : {}),
    ...(node.type === 'GRID' || node.type === 'TAB' ? { minHeight: 96, padding: 8 } : {}),
    ...(node.type === 'ROW' || node.type === 'COLUMN' ? { minHeight: 48 } : {}),
  };

  return (
    <div
      ref={ref}
      data-editor-id={node.id}
      data-editor-type={node.type}
      data-width={node.meta.width}
      data-height={node.meta.height}
      style={style}
      {...hoverHandlers}
    >
      {movable && (
        <div
          style={{
            position: 'absolute',
            zIndex: 4,
            display: 'flex',
            gap: 2,
            ...(CONTAINERS.has(node.type) ? { top: -14, insetInlineEnd: 2 } : { top: 2, insetInlineStart: 2 }),
          }}
        >
          <button
            ref={handle}
            type="button"
            aria-label={t('Drag to move')}
            className="ui mini icon basic button"
            style={{ cursor: 'move', margin: 0, padding: 4 }}
          >
            <Icon name="move" fitted />
          </button>
          <Button
            type="button"
            size="mini"
            basic
            icon="trash alternate outline"
            aria-label={t('Delete component')}
            style={{ margin: 0, padding: 4 }}
            onClick={() => dispatch(layoutEdited({ layout: deleteComponent(store.getState().dashboard.layout, node.id) }))}
          />
          {active && WITH_BACKGROUND.has(node.type) && (
            <BackgroundStyleDropdown
              value={node.meta.background}
              onChange={(background) =>
                dispatch(layoutEdited({ layout: updateComponentMeta(store.getState().dashboard.layout, node.id, { background }) }))
              }
            />
          )}
        </div>
      )}
      {children}
      {preview && (
        <div
          aria-live="polite"
          style={{
            position: 'absolute',
            insetInlineEnd: 8,
            bottom: 8,
            zIndex: 4,
            background: '#1e88e5',
            color: '#fff',
            padding: '0 6px',
            borderRadius: 3,
          }}
        >
          {RESIZABLE_HEIGHT.has(node.type) ? `${preview.width} × ${preview.height}` : String(preview.width)}
        </div>
      )}
      {RESIZABLE_WIDTH.has(node.type) && <ResizeHandle direction="right" onResize={onResize} />}
      {RESIZABLE_HEIGHT.has(node.type) && <ResizeHandle direction="bottom" onResize={onResize} />}
      {RESIZABLE_HEIGHT.has(node.type) && <ResizeHandle direction="corner" onResize={onResize} />}
    </div>
  );
}
