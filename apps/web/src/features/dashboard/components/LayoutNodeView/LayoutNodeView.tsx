import type { ReactElement } from 'react';
import { shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import { EditableLayoutItem } from '../../editor/EditableLayoutItem';
import { dropComponent, updateComponentMeta } from '../../layout/layout-edit';
import type { StateWithDashboard } from '../../dashboard.selectors';
import { layoutEdited, tabActivated } from '../../dashboard.slice';
import type { LayoutNode } from '../../dashboard.types';
import { chartIdOf } from '../../layout/layout';
import { GRID_COLUMN_COUNT } from '../../layout/layout.constants';
import { heightInPixels, widthInColumns, widthShare } from '../../layout/layout-size';
import { ChartSlot } from '../ChartSlot/ChartSlot';
import { LayoutColumn } from '../LayoutColumn/LayoutColumn';
import { LayoutDivider } from '../LayoutDivider/LayoutDivider';
import { LayoutHeader } from '../LayoutHeader/LayoutHeader';
import { LayoutMarkdown } from '../LayoutMarkdown/LayoutMarkdown';
import { LayoutRow } from '../LayoutRow/LayoutRow';
import { LayoutTabs } from '../LayoutTabs/LayoutTabs';

export interface LayoutNodeViewProps {
  id: string;
  /** Width of the container in grid columns: 12 in the grid and tabs, the column's width inside a column. */
  containerColumns?: number;
}

/** Width a sized component's own view takes inside its edit-mode frame: all of it (the frame leaves the gutter). */
const FILL_FRAME = 'calc(100% + 16px)';
const SIZED = new Set(['CHART', 'MARKDOWN', 'COLUMN']);

/** One component of `position_json` and, through itself, everything below it; in edit mode each inside its editing frame. */
export function LayoutNodeView({ id, containerColumns = GRID_COLUMN_COUNT }: LayoutNodeViewProps) {
  const node = useSelector((state: StateWithDashboard): LayoutNode | undefined => state.dashboard.layout[id]);
  const editMode = useSelector((state: StateWithDashboard) => state.dashboard.editMode);
  if (!node) return null;
  if (!editMode || node.type === 'ROOT') return <LayoutNodeContent id={id} containerColumns={containerColumns} editMode={editMode} />;
  const share = SIZED.has(node.type) ? widthShare(node, containerColumns) : undefined;
  return (
    <EditableLayoutItem node={node} width={share}>
      <LayoutNodeContent id={id} containerColumns={containerColumns} editMode />
    </EditableLayoutItem>
  );
}

function LayoutNodeContent({
  id,
  containerColumns = GRID_COLUMN_COUNT,
  editMode,
}: LayoutNodeViewProps & { editMode: boolean }): ReactElement | null {
  const dispatch = useDispatch();
  const store = useStore<StateWithDashboard>();
  const node = useSelector((state: StateWithDashboard): LayoutNode | undefined => state.dashboard.layout[id]);
  const activeTab = useSelector((state: StateWithDashboard): string | undefined => state.dashboard.activeTabs[id]);
  const tabTitles = useSelector(
    (state: StateWithDashboard) =>
      node?.type === 'TABS' ? node.children.map((child) => String(state.dashboard.layout[child]?.meta.text ?? '')) : null,
    shallowEqual,
  );
  if (!node) return null;

  const editMeta = (meta: Record<string, unknown>) =>
    dispatch(layoutEdited({ layout: updateComponentMeta(store.getState().dashboard.layout, node.id, meta) }));
  const width = (share: string) => (editMode ? FILL_FRAME : share);
  const children = (columns: number) => node.children.map((child) => <LayoutNodeView key={child} id={child} containerColumns={columns} />);

  switch (node.type) {
    case 'ROOT':
    case 'GRID':
    case 'TAB':
      return (
        <div data-layout-id={node.id} data-layout-type={node.type}>
          {children(GRID_COLUMN_COUNT)}
        </div>
      );
    case 'ROW':
      return (
        <LayoutRow id={node.id} background={node.meta.background}>
          {children(containerColumns)}
        </LayoutRow>
      );
    case 'COLUMN':
      return (
        <LayoutColumn id={node.id} width={width(widthShare(node, containerColumns))} background={node.meta.background}>
          {children(widthInColumns(node))}
        </LayoutColumn>
      );
    case 'TABS': {
      const selected = activeTab && node.children.includes(activeTab) ? activeTab : node.children[0];
      const tabs = node.children.map((child, index) => ({ id: child, title: tabTitles?.[index] ?? '' }));
      const editing = editMode
        ? {
            onRename: (tabId: string, text: string) =>
              dispatch(layoutEdited({ layout: updateComponentMeta(store.getState().dashboard.layout, tabId, { text }) })),
            onAdd: () => {
              const last = node.children[node.children.length - 1];
              const added = dropComponent(store.getState().dashboard.layout, { kind: 'new', type: 'TAB' }, last ?? node.id, 'RIGHT');
              if (added.ok) dispatch(layoutEdited({ layout: added.layout }));
            },
          }
        : undefined;
      return (
        <LayoutTabs
          id={node.id}
          tabs={tabs}
          activeTabId={selected}
          onSelect={(tabId) => dispatch(tabActivated({ tabsId: node.id, tabId }))}
          editing={editing}
        >
          {selected && <LayoutNodeView id={selected} />}
        </LayoutTabs>
      );
    }
    case 'HEADER':
      return (
        <LayoutHeader
          id={node.id}
          text={node.meta.text}
          headerSize={node.meta.headerSize}
          background={node.meta.background}
          onChange={editMode ? editMeta : undefined}
        />
      );
    case 'DIVIDER':
      return <LayoutDivider id={node.id} />;
    case 'MARKDOWN':
      return (
        <LayoutMarkdown
          id={node.id}
          code={node.meta.code}
          width={width(widthShare(node, containerColumns))}
          height={heightInPixels(node)}
          onCodeChange={editMode ? (code) => editMeta({ code }) : undefined}
        />
      );
    case 'CHART': {
      const chartId = chartIdOf(node);
      if (chartId === null) return null;
      return (
        <ChartSlot layoutId={node.id} chartId={chartId} width={width(widthShare(node, containerColumns))} height={heightInPixels(node)} />
      );
    }
    default:
      return null;
  }
}
