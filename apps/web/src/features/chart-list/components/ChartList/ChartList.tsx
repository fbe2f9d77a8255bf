import { t } from '../../../../i18n';
import { ResourceListPage, type RowHandlers } from '../../../resource-list';
import { chartListResource, type ChartListRow } from '../../chart-list.api';
import { chartCardSortOptions, chartColumns, chartFilters } from '../chart-list.columns';
import { ChartCard } from '../ChartCard/ChartCard';

const CARDS = {
  sortOptions: chartCardSortOptions,
  render: (chart: ChartListRow, { starred, onToggleFavorite, onDelete }: RowHandlers<ChartListRow> & { starred: boolean }) => (
    <ChartCard chart={chart} starred={starred} onToggleFavorite={onToggleFavorite} onDelete={onDelete} />
  ),
};

/** `/chart/list/`: every chart the user may see, as cards or a table. */
export function ChartList() {
  return (
    <ResourceListPage<ChartListRow>
      title={t('Charts')}
      plural={t('charts')}
      rowName={chartListResource.rowName}
      columns={chartColumns}
      filters={chartFilters}
      cards={CARDS}
    />
  );
}
