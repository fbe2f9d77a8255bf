import { useState } from 'react';
import { Button, Header, Icon, List, Loader, Message, Segment } from 'semantic-ui-react';
import { CopyToClipboard, type NotifyFn } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { ForeignKeyInfo, TableSchemaEntry } from '../../sqllab.types';

export interface TableSchemaPaneProps {
  table: TableSchemaEntry;
  onRemove: () => void;
  /** Runs the table's `SELECT *` again as its data preview. */
  onPreview?: () => void;
  /** Where the outcome of copying the SELECT statement is shown (the app's toasts). */
  notify?: NotifyFn;
}

/** `schema.table(columns)` a foreign key points at. */
function referenceOf(key: ForeignKeyInfo): string {
  const target = key.referred_schema ? `${key.referred_schema}.${key.referred_table}` : key.referred_table;
  return `${target}(${key.referred_columns.join(', ')})`;
}

/** A table added from the picker: its columns and types, its keys and indexes; collapsible. */
export function TableSchemaPane({ table, onRemove, onPreview, notify }: TableSchemaPaneProps) {
  const [expanded, setExpanded] = useState(true);
  const title = `${table.schema}.${table.name}`;
  const keyColumns = new Set(table.primaryKey ?? []);
  const foreignKeys = table.foreignKeys ?? [];
  const indexes = table.indexes ?? [];
  const foreignKeyColumns = new Set(foreignKeys.flatMap((key) => key.constrained_columns));
  const indexedColumns = new Set(indexes.flatMap((index) => index.column_names));
  return (
    <Segment as="section" aria-label={title} size="small">
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.25em' }}>
        <Button
          type="button"
          basic
          compact
          size="mini"
          icon={expanded ? 'caret down' : 'caret right'}
          aria-expanded={expanded}
          aria-label={expanded ? t('Collapse table preview') : t('Expand table preview')}
          onClick={() => setExpanded(!expanded)}
        />
        <Header as="h4" style={{ flex: 1, margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Header>
        {table.selectStar && onPreview && (
          <Button type="button" basic compact size="mini" icon="eye" aria-label={t('Preview')} title={t('Preview')} onClick={onPreview} />
        )}
        {table.selectStar && (
          <CopyToClipboard
            text={table.selectStar}
            label={t('Copy SELECT statement to the clipboard')}
            successText={t('Copied to clipboard!')}
            notify={notify}
            t={t}
          />
        )}
        <Button type="button" basic compact size="mini" icon="close" aria-label={t('Remove table preview')} onClick={onRemove} />
      </div>
      {expanded && table.status === 'loading' && <Loader active inline size="small" />}
      {expanded && table.status === 'failed' && <Message negative size="tiny" content={table.error} />}
      {expanded && table.status === 'loaded' && (
        <List divided relaxed="very" size="small" aria-label={t('Columns')}>
          {table.columns.map((column) => (
            <List.Item key={column.name}>
              <List.Content floated="right">
                <code>{column.type}</code>
              </List.Content>
              <List.Content>
                {keyColumns.has(column.name) && <Icon name="key" color="yellow" aria-label={t('Primary key')} role="img" />}
                {foreignKeyColumns.has(column.name) && <Icon name="linkify" color="blue" aria-label={t('Foreign key')} role="img" />}
                {indexedColumns.has(column.name) && <Icon name="sort amount down" color="grey" aria-label={t('Index')} role="img" />}
                {column.name}
              </List.Content>
            </List.Item>
          ))}
        </List>
      )}
      {expanded && table.status === 'loaded' && foreignKeys.length > 0 && (
        <List size="mini" aria-label={t('Foreign keys')}>
          {foreignKeys.map((key) => (
            <List.Item key={`${key.name ?? ''}:${key.constrained_columns.join(',')}`}>
              <code>{key.constrained_columns.join(', ')}</code> → <code>{referenceOf(key)}</code>
            </List.Item>
          ))}
        </List>
      )}
      {expanded && table.status === 'loaded' && indexes.length > 0 && (
        <List size="mini" aria-label={t('Indexes')}>
          {indexes.map((index) => (
            <List.Item key={`${index.name ?? ''}:${index.column_names.join(',')}`}>
              <code>{index.name ?? ''}</code> ({index.column_names.join(', ')}){index.unique ? ` ${t('unique')}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Segment>
  );
}
