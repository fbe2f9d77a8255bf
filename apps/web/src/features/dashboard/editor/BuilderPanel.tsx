import { useEffect, useMemo, useRef, useState } from 'react';
import { useDrag } from 'react-dnd';
import { useSelector } from 'react-redux';
import { Icon, Input, Label, Menu, Message, Segment, type SemanticICONS } from 'semantic-ui-react';
import { toClientError } from '../../../api';
import { t } from '../../../i18n';
import { selectLayout } from '../dashboard.selectors';
import { placedChartIds } from '../layout/layout';
import type { LayoutComponentType } from '../dashboard.types';
import { DEFAULT_CHART_HEIGHT, DEFAULT_CHART_WIDTH } from '../layout/layout.constants';
import { LAYOUT_DRAG_TYPE, type LayoutDragItem } from './layout-dnd';
import { fetchSavedCharts, type SavedChart } from './saved-charts.api';

const SEARCH_DEBOUNCE_MS = 300;

/** One entry of the panel that can be dragged into the layout. */
function DraggableEntry({
  item,
  icon,
  label,
  detail,
  placed = false,
}: {
  item: LayoutDragItem;
  icon: SemanticICONS;
  label: string;
  detail?: string;
  /** A chart already on the dashboard: marked 'Added' and not dragged in a second time (as in Superset). */
  placed?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [{ dragging }, drag] = useDrag<LayoutDragItem, unknown, { dragging: boolean }>(
    () => ({ type: LAYOUT_DRAG_TYPE, item, canDrag: !placed, collect: (monitor) => ({ dragging: monitor.isDragging() }) }),
    [item, placed],
  );
  drag(ref);
  return (
    <div
      ref={ref}
      role="listitem"
      data-builder-entry={label}
      data-placed={placed || undefined}
      className="ui segment"
      style={{ cursor: placed ? 'default' : 'move', margin: '0 0 8px', padding: 8, opacity: dragging || placed ? 0.55 : 1 }}
    >
      <Icon name={icon} />
      <strong>{label}</strong>
      {placed && (
        <Label size="mini" color="green" basic style={{ marginInlineStart: 6 }}>
          {t('Added')}
        </Label>
      )}
      {detail && <div style={{ color: '#888', fontSize: 12 }}>{detail}</div>}
    </div>
  );
}

type Listing = { status: 'loading' } | { status: 'loaded'; charts: SavedChart[] } | { status: 'failed'; message: string };

/** The saved charts, searchable, to drag into the dashboard at default size. */
function SavedChartsList() {
  const layout = useSelector(selectLayout);
  const placedIds = useMemo(() => placedChartIds(layout), [layout]);
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState<Listing>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSavedCharts(search.trim(), controller.signal).then(
        (charts) => setListing({ status: 'loaded', charts }),
        (error: unknown) => !controller.signal.aborted && setListing({ status: 'failed', message: toClientError(error).message }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  return (
    <>
      <Input
        fluid
        icon="search"
        placeholder={t('Filter your charts')}
        aria-label={t('Filter your charts')}
        value={search}
        onChange={(_event, data) => setSearch(data.value)}
      />
      <div role="list" aria-label={t('Saved charts')} style={{ marginTop: 8, maxHeight: '70vh', overflowY: 'auto' }}>
        {listing.status === 'loading' && <Segment basic loading style={{ minHeight: 60 }} />}
        {listing.status === 'failed' && (
          <Message negative content={t('Sorry there was an error fetching saved charts: %s', listing.message)} />
        )}
        {listing.status === 'loaded' && listing.charts.length === 0 && <Message content={t('No charts')} />}
        {listing.status === 'loaded' &&
          listing.charts.map((chart) => (
            <DraggableEntry
              key={chart.id}
              icon="chart bar"
              label={chart.sliceName}
              detail={[chart.vizType, chart.datasourceName].filter(Boolean).join(' · ')}
              placed={placedIds.has(chart.id)}
              item={{
                source: {
                  kind: 'new',
                  type: 'CHART',
                  meta: { chartId: chart.id, sliceName: chart.sliceName, width: DEFAULT_CHART_WIDTH, height: DEFAULT_CHART_HEIGHT },
                },
                chart,
              }}
            />
          ))}
      </div>
    </>
  );
}

const ELEMENTS: { type: LayoutComponentType; icon: SemanticICONS; label: () => string }[] = [
  { type: 'TABS', icon: 'folder outline', label: () => t('Tabs') },
  { type: 'ROW', icon: 'columns', label: () => t('Row') },
  { type: 'COLUMN', icon: 'bars', label: () => t('Column') },
  { type: 'HEADER', icon: 'heading', label: () => t('Header') },
  { type: 'MARKDOWN', icon: 'file alternate outline', label: () => t('Text / Markdown') },
  { type: 'DIVIDER', icon: 'minus', label: () => t('Divider') },
];

/** The edit-mode side panel: saved charts and layout elements to drag into the dashboard. */
export function BuilderPanel() {
  const [tab, setTab] = useState<'charts' | 'elements'>('charts');
  return (
    <aside aria-label={t('Dashboard builder')} style={{ width: 280, flex: 'none', position: 'sticky', top: 0 }}>
      <Menu secondary pointing widths={2} role="tablist">
        <Menu.Item
          role="tab"
          aria-selected={tab === 'charts'}
          active={tab === 'charts'}
          content={t('Charts')}
          onClick={() => setTab('charts')}
        />
        <Menu.Item
          role="tab"
          aria-selected={tab === 'elements'}
          active={tab === 'elements'}
          content={t('Layout elements')}
          onClick={() => setTab('elements')}
        />
      </Menu>
      {tab === 'charts' ? (
        <SavedChartsList />
      ) : (
        <div role="list" aria-label={t('Layout elements')}>
          {ELEMENTS.map((element) => (
            <DraggableEntry
              key={element.type}
              icon={element.icon}
              label={element.label()}
              item={{ source: { kind: 'new', type: element.type } }}
            />
          ))}
        </div>
      )}
    </aside>
  );
}
