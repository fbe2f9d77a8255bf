import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { StateWithDashboard } from '../../dashboard.selectors';
import { tabActivated } from '../../dashboard.slice';
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

/** One component of `position_json` and, through itself, everything below it. */
export function LayoutNodeView({ id, containerColumns = GRID_COLUMN_COUNT }: LayoutNodeViewProps) {
  const dispatch = useDispatch();
  const node = useSelector((state: StateWithDashboard): LayoutNode | undefined => state.dashboard.layout[id]);
  const activeTab = useSelector((state: StateWithDashboard): string | undefined => state.dashboard.activeTabs[id]);
  const tabTitles = useSelector((state: StateWithDashboard) =>
    node?.type === 'TABS' ? node.children.map((child) => String(state.dashboard.layout[child]?.meta.text ?? '')) : null,
    shallowEqual,
  );
  if (!node) return null;

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
        <LayoutColumn id={node.id} width={widthShare(node, containerColumns)} background={node.meta.background}>
          {children(widthInColumns(node))}
        </LayoutColumn>
      );
    case 'TABS': {
      const selected = activeTab ?? node.children[0];
      const tabs = node.children.map((child, index) => ({ id: child, title: tabTitles?.[index] ?? '' }));
      return (
        <LayoutTabs id={node.id} tabs={tabs} activeTabId={selected} onSelect={(tabId) => dispatch(tabActivated({ tabsId: node.id, tabId }))}>
          {selected && <LayoutNodeView id={selected} />}
        </LayoutTabs>
      );
    }
    case 'HEADER':
      return <LayoutHeader id={node.id} text={node.meta.text} headerSize={node.meta.headerSize} background={node.meta.background} />;
    case 'DIVIDER':
      return <LayoutDivider id={node.id} />;
    case 'MARKDOWN':
      return <LayoutMarkdown id={node.id} code={node.meta.code} width={widthShare(node, containerColumns)} height={heightInPixels(node)} />;
    case 'CHART': {
      const chartId = chartIdOf(node);
      if (chartId === null) return null;
      return <ChartSlot layoutId={node.id} chartId={chartId} width={widthShare(node, containerColumns)} height={heightInPixels(node)} />;
    }
    default:
      return null;
  }
}
