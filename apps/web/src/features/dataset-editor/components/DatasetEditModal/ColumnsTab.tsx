import { Button, Form, Radio } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { DatasetDraft, EditableColumn } from '../../dataset-editor.types';
import { CollectionTable, type CollectionColumn } from '../CollectionTable/CollectionTable';
import { CellInput, CheckField, TextField } from './fields';

interface ColumnsTabProps {
  draft: DatasetDraft;
  /** Calculated columns (with a SQL expression) or the source's own. */
  calculated: boolean;
  onChange: (patch: Partial<DatasetDraft>) => void;
  onSync?: () => void;
  syncing?: boolean;
}

const NEW_COLUMN: EditableColumn = {
  column_name: '<new column>',
  expression: '',
  type: null,
  advanced_data_type: null,
  verbose_name: null,
  description: null,
  filterable: true,
  groupby: true,
  is_active: true,
  is_dttm: false,
  python_date_format: null,
  extra: null,
};

/** The Columns and Calculated columns tabs: one row per column, expandable to its other fields. */
export function ColumnsTab({ draft, calculated, onChange, onSync, syncing }: ColumnsTabProps) {
  // Rows keep their index into the draft's single column list.
  const rows = draft.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => (column.expression !== null) === calculated);
  const update = (index: number, patch: Partial<EditableColumn>) =>
    onChange({ columns: draft.columns.map((column, i) => (i === index ? { ...column, ...patch } : column)) });
  type Row = (typeof rows)[number];

  const columns: CollectionColumn<Row>[] = [
    {
      header: t('Column'),
      cell: ({ column, index }) =>
        calculated ? (
          <CellInput label={t('Column')} value={column.column_name} onChange={(value) => update(index, { column_name: value })} />
        ) : (
          column.column_name
        ),
    },
    ...(calculated
      ? [
          {
            header: t('SQL expression'),
            cell: ({ column, index }: Row) => (
              <CellInput
                label={t('SQL expression')}
                monospace
                value={column.expression}
                onChange={(value) => update(index, { expression: value })}
              />
            ),
          },
        ]
      : []),
    {
      header: t('Data type'),
      cell: ({ column, index }) =>
        calculated ? (
          <CellInput label={t('Data type')} value={column.type} onChange={(value) => update(index, { type: value || null })} />
        ) : (
          column.type
        ),
    },
    {
      header: t('Is temporal'),
      cell: ({ column, index }) => (
        <CheckField
          hideLabel
          label={t('Is temporal')}
          checked={column.is_dttm}
          onChange={(checked) => update(index, { is_dttm: checked })}
        />
      ),
    },
    {
      header: t('Default datetime'),
      cell: ({ column }) => (
        <Radio
          aria-label={t('Default datetime')}
          disabled={!column.is_dttm}
          checked={draft.main_dttm_col === column.column_name}
          onChange={() => onChange({ main_dttm_col: column.column_name })}
        />
      ),
    },
    {
      header: t('Is filterable'),
      cell: ({ column, index }) => (
        <CheckField
          hideLabel
          label={t('Is filterable')}
          checked={column.filterable}
          onChange={(checked) => update(index, { filterable: checked })}
        />
      ),
    },
    {
      header: t('Is dimension'),
      cell: ({ column, index }) => (
        <CheckField
          hideLabel
          label={t('Is dimension')}
          checked={column.groupby}
          onChange={(checked) => update(index, { groupby: checked })}
        />
      ),
    },
  ];

  return (
    <>
      {onSync && (
        <Button
          type="button"
          size="small"
          icon="sync"
          content={t('Sync columns from source')}
          loading={syncing}
          disabled={syncing}
          onClick={onSync}
          style={{ marginBottom: '0.5em' }}
        />
      )}
      <CollectionTable<Row>
        label={calculated ? t('Calculated columns') : t('Columns')}
        items={rows}
        itemKey={({ column, index }) => (column.id ? `id-${column.id}` : `new-${index}`)}
        itemName={({ column }) => column.column_name}
        columns={columns}
        details={({ column, index }) => (
          <Form as="div">
            <TextField label={t('Label')} value={column.verbose_name} onChange={(value) => update(index, { verbose_name: value })} />
            <TextField
              label={t('Description')}
              multiline
              value={column.description}
              onChange={(value) => update(index, { description: value })}
            />
            <TextField
              label={t('Datetime format')}
              placeholder="%Y-%m-%d"
              value={column.python_date_format}
              onChange={(value) => update(index, { python_date_format: value })}
            />
          </Form>
        )}
        onAdd={calculated ? () => onChange({ columns: [...draft.columns, { ...NEW_COLUMN }] }) : undefined}
        onRemove={
          calculated ? (position) => onChange({ columns: draft.columns.filter((_column, i) => i !== rows[position]?.index) }) : undefined
        }
      />
    </>
  );
}
