import { useEffect, useRef, useState, type RefObject } from 'react';
import { Checkbox, Dropdown, Form, Input, Radio } from 'semantic-ui-react';
import { Select } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { DashboardLayout } from '../../dashboard.types';
import {
  CONFIG_FILTER_TYPES,
  needsColumn,
  needsDataset,
  parentCandidates,
  type DraftErrors,
  type FilterDraft,
} from '../../model/filter-config';
import { fetchDatasetColumns, searchFilterDatasets, type DatasetColumnChoice } from '../../filters/filter-config.api';
import { fetchFilterValues } from '../../filters/filter-options.api';
import { chartsInScope, scopeForCharts, type ScopeNode } from '../../filters/filter-scope';
import { ROOT_ID } from '../../layout/layout.constants';
import { TimeFilter } from '../TimeFilter/TimeFilter';
import { ScopeTree } from './ScopeTree';

function filterTypeLabel(filterType: string): string {
  switch (filterType) {
    case 'filter_select':
      return t('Value');
    case 'filter_range':
      return t('Numerical range');
    case 'filter_time':
      return t('Time range');
    case 'filter_timecolumn':
      return t('Time column');
    case 'filter_timegrain':
      return t('Time grain');
    default:
      return filterType;
  }
}

export interface FilterEditFormProps {
  draft: FilterDraft;
  drafts: readonly FilterDraft[];
  errors: DraftErrors;
  layout: DashboardLayout;
  scopeNodes: ScopeNode[];
  nameInput: RefObject<HTMLInputElement>;
  onChange: (patch: Partial<FilterDraft>) => void;
}

interface DatasetChoices {
  datasetId: number | null;
  /** The dataset's name, for a filter saved before this form opened (its draft knows only the id). */
  name: string | null;
  columns: DatasetColumnChoice[];
  metrics: string[];
  error: string | null;
}

/** The name, columns (and metrics) of the draft's dataset, loaded when the dataset changes. */
function useDatasetColumns(datasetId: number | null): DatasetChoices {
  const [state, setState] = useState<DatasetChoices>({ datasetId: null, name: null, columns: [], metrics: [], error: null });
  useEffect(() => {
    if (datasetId === null) return undefined;
    let active = true;
    fetchDatasetColumns(datasetId)
      .then(({ name, columns, metrics }) => active && setState({ datasetId, name, columns, metrics, error: null }))
      .catch(
        (error: unknown) =>
          active &&
          setState({ datasetId, name: null, columns: [], metrics: [], error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      active = false;
    };
  }, [datasetId]);
  return state.datasetId === datasetId ? state : { datasetId, name: null, columns: [], metrics: [], error: null };
}

function RangeDefault({ value, error, onChange }: { value: unknown; error?: string; onChange: (value: (number | null)[] | null) => void }) {
  const [min, max] = Array.isArray(value) ? (value as (number | null)[]) : [null, null];
  const parse = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));
  const emit = (next: (number | null)[]) => onChange(next.every((item) => item === null) ? null : next);
  return (
    <Form.Group widths="equal">
      <Form.Field error={!!error}>
        <label htmlFor="filter-default-min">{t('Minimum')}</label>
        <input
          id="filter-default-min"
          type="number"
          value={min ?? ''}
          onChange={(event) => emit([parse(event.target.value), max ?? null])}
        />
      </Form.Field>
      <Form.Field error={!!error}>
        <label htmlFor="filter-default-max">{t('Maximum')}</label>
        <input
          id="filter-default-max"
          type="number"
          value={max ?? ''}
          onChange={(event) => emit([min ?? null, parse(event.target.value)])}
        />
      </Form.Field>
    </Form.Group>
  );
}

/** The config modal's right-hand form for one filter or divider. */
export function FilterEditForm({ draft, drafts, errors, layout, scopeNodes, nameInput, onChange }: FilterEditFormProps) {
  const dataset = useDatasetColumns(needsDataset(draft.filterType) ? draft.datasetId : null);
  const datasetLabel = draft.datasetLabel ?? dataset.name;
  const values = useRef(new Map<string, Promise<string[]>>());

  if (draft.kind === 'DIVIDER') {
    return (
      <Form as="div">
        <Form.Field required error={!!errors.name}>
          <label htmlFor="divider-title">{t('Title')}</label>
          <Input
            id="divider-title"
            input={{ ref: nameInput }}
            value={draft.name}
            onChange={(_event, data) => onChange({ name: data.value })}
          />
          {errors.name && (
            <div role="alert" className="ui pointing red basic label">
              {errors.name}
            </div>
          )}
        </Form.Field>
        <Form.TextArea
          label={t('Description')}
          value={draft.description}
          onChange={(_event, data) => onChange({ description: String(data.value ?? '') })}
        />
      </Form>
    );
  }

  const columnChoices = dataset.columns
    .filter((column) => (draft.filterType === 'filter_range' ? column.isNumeric || dataset.columns.every((c) => !c.isNumeric) : true))
    .map((column) => ({ key: column.name, value: column.name, text: column.name }));
  const loadDefaultValues = async (search: string, page: number) => {
    if (draft.datasetId === null || !draft.column || page > 0) return { data: [], totalCount: 0 };
    const key = `${draft.datasetId}:${draft.column}`;
    const cached = values.current.get(key) ?? fetchFilterValues(draft.datasetId, draft.column);
    values.current.set(key, cached);
    const matching = (await cached).filter((value) => value.toLowerCase().includes(search.toLowerCase()));
    return { data: matching.map((value) => ({ value, label: value })), totalCount: matching.length };
  };
  const selectedDefault = Array.isArray(draft.defaultValue) ? (draft.defaultValue as unknown[]).map(String) : [];
  const checkedCharts = chartsInScope(layout, draft.scopeAll ? { rootPath: [ROOT_ID], excluded: [] } : draft);
  const parents = parentCandidates(drafts, draft);

  return (
    <Form as="div">
      <Form.Field required error={!!errors.name}>
        <label htmlFor="filter-name">{t('Filter name')}</label>
        <Input id="filter-name" input={{ ref: nameInput }} value={draft.name} onChange={(_event, data) => onChange({ name: data.value })} />
        {errors.name && (
          <div role="alert" className="ui pointing red basic label">
            {errors.name}
          </div>
        )}
      </Form.Field>
      <Form.Field>
        <label htmlFor="filter-type">{t('Filter Type')}</label>
        <Dropdown
          id="filter-type"
          aria-label={t('Filter Type')}
          selection
          fluid
          options={CONFIG_FILTER_TYPES.map((type) => ({ key: type, value: type, text: filterTypeLabel(type) }))}
          value={draft.filterType}
          onChange={(_event, data) => onChange({ filterType: String(data.value), defaultValue: null, column: null, parentId: null })}
        />
      </Form.Field>
      {needsDataset(draft.filterType) && (
        <Form.Field required error={!!errors.dataset}>
          <label htmlFor="filter-dataset">{t('Dataset')}</label>
          <Select<number>
            id="filter-dataset"
            ariaLabel={t('Dataset')}
            options={searchFilterDatasets}
            value={draft.datasetId}
            // The select keeps the first label it is given, so a saved filter's name is handed over once loaded.
            selectedOptions={datasetLabel === null || draft.datasetId === null ? [] : [{ value: draft.datasetId, label: datasetLabel }]}
            onChange={(id, option) => onChange({ datasetId: id, datasetLabel: option?.label ?? null, column: null, defaultValue: null })}
            t={t}
          />
          {errors.dataset && (
            <div role="alert" className="ui pointing red basic label">
              {errors.dataset}
            </div>
          )}
        </Form.Field>
      )}
      {needsColumn(draft.filterType) && (
        <Form.Field required error={!!errors.column}>
          <label htmlFor="filter-column">{t('Column')}</label>
          <Dropdown
            id="filter-column"
            aria-label={t('Column')}
            selection
            search
            fluid
            disabled={draft.datasetId === null}
            placeholder={dataset.error ?? undefined}
            options={columnChoices}
            value={draft.column ?? ''}
            onChange={(_event, data) => onChange({ column: data.value ? String(data.value) : null, defaultValue: null })}
          />
          {errors.column && (
            <div role="alert" className="ui pointing red basic label">
              {errors.column}
            </div>
          )}
        </Form.Field>
      )}
      <Form.Field>
        <label>{t('Scoping')}</label>
        <Radio
          id="filter-scope-all"
          label={t('Apply to all panels')}
          name="filter-scope"
          checked={draft.scopeAll}
          onChange={() => onChange({ scopeAll: true, rootPath: [ROOT_ID], excluded: [] })}
        />
        <Radio
          id="filter-scope-specific"
          label={t('Apply to specific panels')}
          name="filter-scope"
          checked={!draft.scopeAll}
          onChange={() => onChange({ scopeAll: false })}
          style={{ marginInlineStart: '1em' }}
        />
        {!draft.scopeAll && (
          <ScopeTree nodes={scopeNodes} checked={checkedCharts} onChange={(chosen) => onChange(scopeForCharts(layout, chosen))} />
        )}
      </Form.Field>
      {draft.filterType === 'filter_select' && (
        <Form.Field>
          <label htmlFor="filter-parent">{t('Parent filter')}</label>
          <Dropdown
            id="filter-parent"
            aria-label={t('Parent filter')}
            selection
            clearable
            fluid
            placeholder={t('None')}
            options={parents.map((parent) => ({ key: parent.id, value: parent.id, text: parent.name || parent.id }))}
            value={draft.parentId ?? ''}
            onChange={(_event, data) => onChange({ parentId: data.value ? String(data.value) : null })}
          />
        </Form.Field>
      )}
      {draft.filterType === 'filter_select' && (
        <Form.Field error={!!errors.defaultValue}>
          <label htmlFor="filter-default">{t('Default value')}</label>
          <Select<string>
            key={`${draft.datasetId}:${draft.column}:${draft.multiSelect}`}
            id="filter-default"
            ariaLabel={t('Default value')}
            disabled={!draft.column || draft.defaultToFirstItem}
            options={loadDefaultValues}
            {...(draft.multiSelect
              ? {
                  mode: 'multiple' as const,
                  value: selectedDefault,
                  onChange: (next: string[]) => onChange({ defaultValue: next.length > 0 ? next : null }),
                }
              : {
                  mode: 'single' as const,
                  value: selectedDefault[0] ?? null,
                  onChange: (next: string | null) => onChange({ defaultValue: next === null ? null : [next] }),
                })}
            selectedOptions={selectedDefault.map((value) => ({ value, label: value }))}
            t={t}
          />
        </Form.Field>
      )}
      {draft.filterType === 'filter_time' && (
        <TimeFilter
          filter={{
            id: `${draft.id}-default`,
            name: t('Default value'),
            filterType: 'filter_time',
            targets: [],
            multiSelect: false,
            defaultValue: null,
            scope: { rootPath: [], excluded: [] },
            description: '',
          }}
          value={typeof draft.defaultValue === 'string' ? draft.defaultValue : null}
          onChange={(value) => onChange({ defaultValue: value })}
        />
      )}
      {draft.filterType === 'filter_range' && (
        <RangeDefault value={draft.defaultValue} error={errors.defaultValue} onChange={(value) => onChange({ defaultValue: value })} />
      )}
      {errors.defaultValue && (
        <div role="alert" className="ui red basic label">
          {errors.defaultValue}
        </div>
      )}
      <Form.Field>
        <Checkbox
          id="filter-required"
          label={t('Filter value is required')}
          checked={draft.required}
          onChange={(_event, data) => onChange({ required: data.checked === true })}
        />
      </Form.Field>
      {draft.filterType === 'filter_select' && (
        <>
          <Form.Field>
            <Checkbox
              id="filter-first-item"
              label={t('Select first filter value by default')}
              title={t("When using this option, default value can't be set")}
              checked={draft.defaultToFirstItem}
              onChange={(_event, data) =>
                onChange(data.checked ? { defaultToFirstItem: true, defaultValue: null } : { defaultToFirstItem: false })
              }
            />
          </Form.Field>
          <Form.Field>
            <Checkbox
              id="filter-multiple"
              label={t('Can select multiple values')}
              checked={draft.multiSelect}
              onChange={(_event, data) => onChange({ multiSelect: data.checked === true, defaultValue: null })}
            />
          </Form.Field>
          <Form.Field>
            <Checkbox
              id="filter-search-all"
              label={t('Dynamically search all filter values')}
              checked={draft.searchAllOptions}
              onChange={(_event, data) => onChange({ searchAllOptions: data.checked === true })}
            />
          </Form.Field>
          <Form.Field>
            <Checkbox
              id="filter-sort"
              label={t('Sort filter values')}
              checked={draft.sortAscending !== null}
              onChange={(_event, data) =>
                onChange({ sortAscending: data.checked ? true : null, sortMetric: data.checked ? draft.sortMetric : null })
              }
            />
          </Form.Field>
          {draft.sortAscending !== null && (
            <Form.Group inline>
              <Radio
                id="filter-sort-ascending"
                label={t('Sort ascending')}
                name="filter-sort"
                checked={draft.sortAscending}
                onChange={() => onChange({ sortAscending: true })}
              />
              <Radio
                id="filter-sort-descending"
                label={t('Sort descending')}
                name="filter-sort"
                checked={!draft.sortAscending}
                onChange={() => onChange({ sortAscending: false })}
                style={{ marginInlineStart: '1em' }}
              />
              <Dropdown
                aria-label={t('Sort Metric')}
                placeholder={t('Sort Metric')}
                selection
                clearable
                options={dataset.metrics.map((metric) => ({ key: metric, value: metric, text: metric }))}
                value={draft.sortMetric ?? ''}
                onChange={(_event, data) => onChange({ sortMetric: data.value ? String(data.value) : null })}
                style={{ marginInlineStart: '1em' }}
              />
            </Form.Group>
          )}
        </>
      )}
      <Form.TextArea
        label={t('Description')}
        value={draft.description}
        onChange={(_event, data) => onChange({ description: String(data.value ?? '') })}
      />
    </Form>
  );
}
