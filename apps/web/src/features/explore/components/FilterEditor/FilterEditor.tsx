import { useState } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { Select } from '@tessera/ui';
import type { AdhocFilter } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreColumn } from '../../explore.types';
import { RadioOption } from '../RadioOption/RadioOption';
import { isCompleteRange, NO_FILTER } from '../TimeRangePicker/time-range-frames';
import { TimeRangePicker } from '../TimeRangePicker/TimeRangePicker';
import { FILTER_OPERATORS, parseComparator, UNARY_OPERATORS } from './filter-operators';

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

type FilterClause = 'WHERE' | 'HAVING';

/** The clauses a custom SQL filter can go to: WHERE filters rows, HAVING filters aggregated groups. */
const SQL_CLAUSES: readonly FilterClause[] = ['WHERE', 'HAVING'];

/**
 * Edits one filter: either simple (a column, an operator and, unless unary, a value; always WHERE)
 * or custom SQL put in the WHERE or the HAVING clause.
 */
export function FilterEditor({ columns, filter, onSave, onCancel }: FilterEditorProps) {
  const [kind, setKind] = useState<'SIMPLE' | 'SQL'>(filter?.expressionType === 'SQL' ? 'SQL' : 'SIMPLE');
  const [clause, setClause] = useState<FilterClause | null>(filter?.clause === 'HAVING' ? 'HAVING' : 'WHERE');
  const [sql, setSql] = useState(filter?.expressionType === 'SQL' ? (filter.sqlExpression ?? '') : '');
  const [subject, setSubject] = useState<string | null>(typeof filter?.subject === 'string' ? filter.subject : null);
  const [operator, setOperator] = useState<string | null>(filter?.operator ?? '==');
  const [text, setText] = useState(comparatorText(filter));
  const column = columns.find((candidate) => candidate.column_name === subject);
  const unary = operator !== null && UNARY_OPERATORS.has(operator);
  const simpleComplete =
    subject !== null &&
    operator !== null &&
    (unary || (operator === 'TEMPORAL_RANGE' ? text === '' || isCompleteRange(text) : text.trim() !== ''));
  const complete = kind === 'SQL' ? clause !== null && sql.trim() !== '' : simpleComplete;

  const save = () => {
    if (!complete) return;
    if (kind === 'SQL') {
      onSave({ expressionType: 'SQL', clause: clause ?? 'WHERE', sqlExpression: sql.trim() });
      return;
    }
    if (subject === null || operator === null) return;
    const comparator = parseComparator(operator, text, column);
    onSave({ expressionType: 'SIMPLE', clause: 'WHERE', subject, operator, ...(comparator === undefined ? {} : { comparator }) });
  };

  return (
    <Segment as="fieldset" aria-label={t('Edit filter')}>
      <div role="radiogroup" aria-label={t('Filter kind')} style={{ marginBottom: '0.5em' }}>
        <RadioOption name="filter-kind" label={t('Simple')} checked={kind === 'SIMPLE'} onSelect={() => setKind('SIMPLE')} />
        <RadioOption name="filter-kind" label={t('Custom SQL')} checked={kind === 'SQL'} onSelect={() => setKind('SQL')} />
      </div>
      {kind === 'SQL' ? (
        <>
          <Select<FilterClause>
            ariaLabel={t('Clause')}
            options={SQL_CLAUSES.map((item) => ({ value: item, label: item }))}
            value={clause}
            onChange={setClause}
            t={t}
          />
          <div className="ui form">
            <textarea
              aria-label={t('SQL expression')}
              rows={3}
              value={sql}
              placeholder={t('Custom SQL ad-hoc filter')}
              onChange={(event) => setSql(event.target.value)}
            />
          </div>
        </>
      ) : (
        <>
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
            <TimeRangePicker value={text || NO_FILTER} onChange={setText} />
          ) : (
            !unary && (
              <div className="ui fluid input">
                <input
                  aria-label={t('Filter value')}
                  value={text}
                  placeholder={t('Value')}
                  onChange={(event) => setText(event.target.value)}
                />
              </div>
            )
          )}
        </>
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
