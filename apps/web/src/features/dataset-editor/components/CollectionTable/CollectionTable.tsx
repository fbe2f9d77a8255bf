import { Fragment, useState, type ReactNode } from 'react';
import { Button, Table } from 'semantic-ui-react';
import { t } from '../../../../i18n';

export interface CollectionColumn<Item> {
  header: string;
  cell: (item: Item, index: number) => ReactNode;
}

export interface CollectionTableProps<Item> {
  label: string;
  items: readonly Item[];
  itemKey: (item: Item, index: number) => string;
  itemName: (item: Item) => string;
  columns: readonly CollectionColumn<Item>[];
  /** The fields shown when a row is expanded. */
  details?: (item: Item, index: number) => ReactNode;
  onAdd?: () => void;
  onRemove?: (index: number) => void;
}

/** Superset's CollectionTable: one row per item, expandable to all its fields, with add and delete. */
export function CollectionTable<Item>({ label, items, itemKey, itemName, columns, details, onAdd, onRemove }: CollectionTableProps<Item>) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const width = columns.length + (details ? 1 : 0) + (onRemove ? 1 : 0);
  return (
    <div>
      {onAdd && (
        <div style={{ textAlign: 'end', marginBottom: '0.5em' }}>
          <Button type="button" size="small" icon="plus" content={t('Add item')} onClick={onAdd} />
        </div>
      )}
      <Table compact celled aria-label={label}>
        <Table.Header>
          <Table.Row>
            {details && <Table.HeaderCell collapsing />}
            {columns.map((column) => (
              <Table.HeaderCell key={column.header}>{column.header}</Table.HeaderCell>
            ))}
            {onRemove && <Table.HeaderCell collapsing />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={width}>{t('No items')}</Table.Cell>
            </Table.Row>
          )}
          {items.map((item, index) => {
            const key = itemKey(item, index);
            const open = expanded.has(key);
            return (
              <Fragment key={key}>
                <Table.Row>
                  {details && (
                    <Table.Cell collapsing>
                      <Button
                        type="button"
                        basic
                        compact
                        size="mini"
                        icon={open ? 'caret down' : 'caret right'}
                        aria-expanded={open}
                        aria-label={t('Expand %s', itemName(item))}
                        onClick={() => toggle(key)}
                      />
                    </Table.Cell>
                  )}
                  {columns.map((column) => (
                    <Table.Cell key={column.header}>{column.cell(item, index)}</Table.Cell>
                  ))}
                  {onRemove && (
                    <Table.Cell collapsing>
                      <Button
                        type="button"
                        basic
                        compact
                        size="mini"
                        icon="trash alternate outline"
                        aria-label={t('Delete %s', itemName(item))}
                        onClick={() => onRemove(index)}
                      />
                    </Table.Cell>
                  )}
                </Table.Row>
                {details && open && (
                  <Table.Row>
                    <Table.Cell colSpan={width}>{details(item, index)}</Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table>
    </div>
  );
}
