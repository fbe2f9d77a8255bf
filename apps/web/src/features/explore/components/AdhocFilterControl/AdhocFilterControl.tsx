import { useState } from 'react';
import { Button, Label } from 'semantic-ui-react';
import type { AdhocFilter } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreColumn } from '../../explore.types';
import { describeFilter } from '../FilterEditor/filter-operators';
import { FilterEditor } from '../FilterEditor/FilterEditor';

export interface AdhocFilterControlProps {
  label: string;
  value: unknown;
  columns: readonly ExploreColumn[];
  onChange: (value: AdhocFilter[]) => void;
}

/** The chart's filters as labels: click one to edit it, × to remove it, 'Add filter' for a new one. */
export function AdhocFilterControl({ label, value, columns, onChange }: AdhocFilterControlProps) {
  const filters: AdhocFilter[] = Array.isArray(value) ? (value as AdhocFilter[]) : [];
  // null: no editor open; -1: a new filter; otherwise the index being edited.
  const [editing, setEditing] = useState<number | null>(null);

  const save = (filter: AdhocFilter) => {
    onChange(editing === -1 || editing === null ? [...filters, filter] : filters.map((item, index) => (index === editing ? filter : item)));
    setEditing(null);
  };

  return (
    <div>
      <div role="list" aria-label={label}>
        {filters.map((filter, index) => {
          const text = describeFilter(filter);
          return (
            <Label key={`${text}-${index}`} role="listitem" style={{ marginBottom: '0.3em' }}>
              <button
                type="button"
                aria-label={t('Edit filter %s', text)}
                onClick={() => setEditing(index)}
                style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
              >
                {text}
              </button>
              <button
                type="button"
                aria-label={t('Remove %s', text)}
                onClick={() => onChange(filters.filter((_item, position) => position !== index))}
                style={{ border: 0, background: 'none', cursor: 'pointer', marginInlineStart: '0.4em' }}
              >
                ×
              </button>
            </Label>
          );
        })}
      </div>
      {editing === null ? (
        <Button type="button" size="tiny" basic icon="plus" content={t('Add filter')} onClick={() => setEditing(-1)} />
      ) : (
        <FilterEditor
          key={editing}
          columns={columns}
          filter={editing >= 0 ? filters[editing] : undefined}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
