import type { RlsRuleCreateFields, RlsRuleView } from '@tessera/contracts/web';
import type { FetchDataConfig, SelectOption, SelectOptionsLoader } from '@tessera/ui';
import { apiClient, encodeRison } from '../../api';
import { t } from '../../i18n';
import { bulkDelete, type ListPage, type ListSagaOptions } from '../resource-list';
import { createRecordModal } from './record-modal';

const RLS = 'rowlevelsecurity';

/** The RLS API searches rules by name (`filter`), so the list's name search is sent as that. */
async function fetchRulePage(config: FetchDataConfig): Promise<ListPage<RlsRuleView>> {
  const search = config.filters.find((filter) => filter.id === 'name');
  const filter = typeof search?.value === 'string' ? search.value : '';
  const body = await apiClient.get<{ count: number; result: RlsRuleView[] }>(`/api/v1/${RLS}/`, {
    query: { q: encodeRison({ filter, page: config.pageIndex, page_size: config.pageSize }) },
  });
  return { rows: body.result, count: body.count };
}

export const rlsListResource: ListSagaOptions<RlsRuleView> = {
  resource: RLS,
  fetchPage: fetchRulePage,
  deleteRows: (rows) =>
    bulkDelete(
      RLS,
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.name,
  label: () => t('rule'),
  fetchFailed: (message) => t('An error occurred while fetching rules: %s', message),
};

interface DatasetName {
  id: number;
  table_name: string;
  schema: string | null;
}

function datasetOption(dataset: DatasetName): SelectOption<number> {
  return { value: dataset.id, label: dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name };
}

async function listDatasets(filters: unknown[], page: number, pageSize: number): Promise<{ count: number; result: DatasetName[] }> {
  return apiClient.get('/api/v1/dataset/', {
    query: { q: encodeRison({ filters, page, page_size: pageSize, order_column: 'table_name', order_direction: 'asc' }) },
  });
}

/** Dataset choices by table name. */
export const datasetOptions: SelectOptionsLoader<number> = async (search, page, pageSize) => {
  const filters = search ? [{ col: 'table_name', opr: 'ct', value: search }] : [];
  const { count, result } = await listDatasets(filters, page, pageSize);
  return { totalCount: count, data: result.map(datasetOption) };
};

/** The rule with the names of its datasets (the rule only holds their ids). */
export interface RlsRuleDetail {
  rule: RlsRuleView;
  datasets: SelectOption<number>[];
}

async function fetchRule(id: number): Promise<RlsRuleDetail> {
  const { result: rule } = await apiClient.get<{ result: RlsRuleView }>(`/api/v1/${RLS}/${id}`);
  const ids = rule.tables.map((table) => table.id);
  const named = ids.length > 0 ? (await listDatasets([{ col: 'id', opr: 'in', value: ids }], 0, ids.length)).result : [];
  const names = new Map(named.map((dataset) => [dataset.id, datasetOption(dataset)]));
  // A dataset deleted since keeps its id visible rather than vanishing from the rule unnoticed.
  return { rule, datasets: ids.map((id) => names.get(id) ?? { value: id, label: String(id) }) };
}

export const rlsModal = createRecordModal<RlsRuleDetail, RlsRuleCreateFields>('rlsModal', {
  load: fetchRule,
  save: (payload, id) => (id === null ? apiClient.post(`/api/v1/${RLS}/`, payload) : apiClient.put(`/api/v1/${RLS}/${id}`, payload)),
  savedText: (created) => (created ? t('Rule added') : t('Rule updated')),
  label: () => t('rule'),
});
