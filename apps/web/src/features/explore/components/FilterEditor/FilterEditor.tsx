import { useState } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { Select } from '@tessera/ui';
import type { AdhocFilter } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreColumn } from '../../explore.types';
import { FILTER_OPERATORS, parseComparator, TIME_RANGE_CHOICES, UNARY_OPERATORS } from './filter-operators';

export interface FilterEditorProps {
  columns: readonly ExploreColumn[];
  /** The filter being edited, or none for a new one. */
  filter?: AdhocFilter;
  onSave: (filter: AdhocFilter) => void;
  onCancel: () => void;
}

function comparatorText(filter: AdhocFilter | undefined): string {
  const comparator = filter?.comparator;
  if (comparator === undefined || comparator === null) return '';
  return Array.isArray(comparator) ? comparator.join(', ') : String(comparator);
}

/** Edits a simple WHERE filter: a column, an operator and (unless unary) a value. */
export function FilterEditor({ columns, filter, onSave, onCancel }: FilterEditorProps) {
  const [subject, setSubject] = useState<string | null>(typeof filter?.subject === 'string' ? filter.subject : null);
  const [operator, setOperator] = useState<string | null>(filter?.operator ?? '==');
  const [text, setText] = useState(comparatorText(filter));
  const column = columns.find((candidate) => candidate.column_name === subject);
  const unary = operator !== null && UNARY_OPERATORS.has(operator);
  const complete = subject !== null && operator !== null && (unary || operator === 'TEMPORAL_RANGE' || text.trim() !== '');

  const save = () => {
    if (!complete || subject === null || operator === null) return;
    const comparator = parseComparator(operator, text, column);
    onSave({ expressionType: 'SIMPLE', clause: 'WHERE', subject, operator, ...(comparator === undefined ? {} : { comparator }) });
  };

  return (
    <Segment as="fieldset" aria-label={t('Edit filter')}>
      <Select<string>
        ariaLabel={t('Filter column')}
        options={columns.map((item) => ({ value: item.column_name, label: item.verbose_name || item.column_name }))}
        value={subject}
        onChange={setSubject}
        t={t}
      />
      <Select<string>
        ariaLabel={t('Operator')}
        options={FILTER_OPERATORS.map((item) => ({ value: item.value, label: t(item.label) }))}
        value={operator}
        onChange={setOperator}
        t={t}
      />
      {operator === 'TEMPORAL_RANGE' ? (
        <Select<string>
          ariaLabel={t('Time range')}
          options={TIME_RANGE_CHOICES.map((item) => ({ value: item, label: t(item) }))}
          value={text || 'No filter'}
          freeForm
          onChange={(value) => setText(value ?? '')}
          t={t}
        />
      ) : (
        !unary && (
          <div className="ui fluid input">
            <input aria-label={t('Filter value')} value={text} placeholder={t('Value')} onChange={(event) => setText(event.target.value)} />
          </div>
        )
      )}
      <div style={{ marginTop: '0.5em' }}>
        <Button type="button" size="small" primary disabled={!complete} onClick={save}>
          {t('Save')}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </Segment>
  );
}
