import { useState } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { Select } from '@tessera/ui';
import type { AdhocMetric, QueryFormMetric } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreColumn, ExploreMetric } from '../../explore.types';
import { RadioOption } from '../RadioOption/RadioOption';

/** Aggregates of a simple adhoc metric (spec part 2 §3). */
export const METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;

type MetricKind = 'saved' | 'simple' | 'sql';

export interface MetricEditorProps {
  label: string;
  columns: readonly ExploreColumn[];
  metrics: readonly ExploreMetric[];
  onAdd: (metric: QueryFormMetric) => void;
  onCancel: () => void;
}

/** Builds one metric: a saved metric of the dataset, an aggregate of a column, or custom SQL. */
export function MetricEditor({ label, columns, metrics, onAdd, onCancel }: MetricEditorProps) {
  const [kind, setKind] = useState<MetricKind>(metrics.length > 0 ? 'saved' : 'simple');
  const [saved, setSaved] = useState<string | null>(null);
  const [column, setColumn] = useState<string | null>(null);
  const [aggregate, setAggregate] = useState<string | null>('SUM');
  const [sql, setSql] = useState('');

  const build = (): QueryFormMetric | null => {
    if (kind === 'saved') return saved;
    if (kind === 'sql') return sql.trim() ? { expressionType: 'SQL', sqlExpression: sql.trim(), label: sql.trim() } : null;
    if (!column || !aggregate) return null;
    const found = columns.find((candidate) => candidate.column_name === column);
    const metric: AdhocMetric = {
      expressionType: 'SIMPLE',
      aggregate,
      column: { column_name: column, type: found?.type ?? null },
      label: `${aggregate}(${column})`,
    };
    return metric;
  };
  const metric = build();

  return (
    <Segment as="fieldset" aria-label={t('Add metric to %s', label)}>
      <div role="radiogroup" aria-label={t('Metric kind')} style={{ marginBottom: '0.5em' }}>
        <RadioOption
          name={`${label}-metric-kind`}
          label={t('Saved')}
          checked={kind === 'saved'}
          disabled={metrics.length === 0}
          onSelect={() => setKind('saved')}
        />
        <RadioOption name={`${label}-metric-kind`} label={t('Simple')} checked={kind === 'simple'} onSelect={() => setKind('simple')} />
        <RadioOption name={`${label}-metric-kind`} label={t('Custom SQL')} checked={kind === 'sql'} onSelect={() => setKind('sql')} />
      </div>
      {kind === 'saved' && (
        <Select<string>
          ariaLabel={t('Saved metric')}
          options={metrics.map((item) => ({ value: item.metric_name, label: item.verbose_name || item.metric_name }))}
          value={saved}
          onChange={setSaved}
          t={t}
        />
      )}
      {kind === 'simple' && (
        <>
          <Select<string>
            ariaLabel={t('Column')}
            options={columns.map((item) => ({ value: item.column_name, label: item.verbose_name || item.column_name }))}
            value={column}
            onChange={setColumn}
            t={t}
          />
          <Select<string>
            ariaLabel={t('Aggregate')}
            options={METRIC_AGGREGATES.map((item) => ({ value: item, label: item }))}
            value={aggregate}
            onChange={setAggregate}
            t={t}
          />
        </>
      )}
      {kind === 'sql' && (
        <div className="ui form">
          <textarea aria-label={t('SQL expression')} rows={3} value={sql} onChange={(event) => setSql(event.target.value)} />
        </div>
      )}
      <div style={{ marginTop: '0.5em' }}>
        <Button type="button" size="small" primary disabled={metric === null} onClick={() => metric !== null && onAdd(metric)}>
          {t('Add')}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </Segment>
  );
}
