import type { MouseEvent } from 'react';
import { Checkbox, Icon, Table } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { COLUMN_WIDTHS, cellContent } from './list-view.cells';
import { ariaSort, nextSort } from './list-view.sorting';
import type { ListViewColumn, SortColumn } from './list-view.types';

export interface ListViewTableProps<T> {
  columns: readonly ListViewColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  sortBy: readonly SortColumn[];
  onSortChange: (sortBy: SortColumn[]) => void;
  bulkSelect: boolean;
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  loading: boolean;
  t: TranslateFn;
}

/** The table view: sortable headers (none → asc → desc, shift-click for more), optional selection column. */
export function ListViewTable<T>(props: ListViewTableProps<T>) {
  const { columns, rows, rowId, rowLabel, sortBy, onSortChange, bulkSelect, selected, onToggleRow, onToggleAll, loading, t } = props;
  const visible = columns.filter((column) => !column.hidden);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(rowId(row)));
  const someSelected = rows.some((row) => selected.has(rowId(row)));

  const sortClick = (event: MouseEvent, id: string) => onSortChange(nextSort(sortBy, id, event.shiftKey));

  return (
    <Table celled selectable compact="very" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
      <Table.Header>
        <Table.Row>
          {bulkSelect && (
            <Table.HeaderCell collapsing>
              <Checkbox
                aria-label={t('Select all rows on this page')}
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={() => onToggleAll(!allSelected)}
              />
            </Table.HeaderCell>
          )}
          {visible.map((column) => {
            const sort = ariaSort(sortBy, column.id);
            return (
              <Table.HeaderCell
                key={column.id}
                aria-sort={column.sortable ? sort : undefined}
                style={{ width: column.size ? COLUMN_WIDTHS[column.size] : undefined }}
              >
                {column.sortable ? (
                  <button
                    type="button"
                    onClick={(event) => sortClick(event, column.id)}
                    style={{ border: 0, background: 'none', padding: 0, font: 'inherit', fontWeight: 'bold', cursor: 'pointer' }}
                  >
                    {column.header}
                    <Icon
                      name={sort === 'ascending' ? 'sort up' : sort === 'descending' ? 'sort down' : 'sort'}
                      color={sort === 'none' ? 'grey' : undefined}
                      aria-hidden="true"
                    />
                  </button>
                ) : (
                  column.header
                )}
              </Table.HeaderCell>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const id = rowId(row);
          return (
            <Table.Row key={id} active={selected.has(id)}>
              {bulkSelect && (
                <Table.Cell collapsing>
                  <Checkbox aria-label={t('Select %s', rowLabel(row))} checked={selected.has(id)} onChange={() => onToggleRow(id)} />
                </Table.Cell>
              )}
              {visible.map((column) => (
                <Table.Cell key={column.id}>{cellContent(column, row)}</Table.Cell>
              ))}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table>
  );
}
