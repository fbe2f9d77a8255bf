import { useState } from 'react';
import { Button, Label } from 'semantic-ui-react';
import { getMetricLabel, type QueryFormMetric } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreColumn, ExploreMetric } from '../../explore.types';
import { MetricEditor } from '../MetricEditor/MetricEditor';

export interface MetricsControlProps {
  label: string;
  value: unknown;
  /** One metric (MetricControl) or a list (MetricsControl). */
  multi: boolean;
  columns: readonly ExploreColumn[];
  metrics: readonly ExploreMetric[];
  onChange: (value: unknown) => void;
}

function metricText(metric: QueryFormMetric, saved: readonly ExploreMetric[]): string {
  if (typeof metric === 'string') return saved.find((item) => item.metric_name === metric)?.verbose_name || metric;
  return getMetricLabel(metric);
}

/** The chosen metrics as removable labels, and an editor to add one. */
export function MetricsControl({ label, value, multi, columns, metrics, onChange }: MetricsControlProps) {
  const [adding, setAdding] = useState(false);
  const current: QueryFormMetric[] = (
    Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]
  ) as QueryFormMetric[];
  const write = (next: QueryFormMetric[]) => onChange(multi ? next : (next[0] ?? null));

  return (
    <div>
      <div role="list" aria-label={label}>
        {current.map((metric, index) => {
          const text = metricText(metric, metrics);
          return (
            <Label key={`${text}-${index}`} role="listitem" style={{ marginBottom: '0.3em' }}>
              {text}
              <button
                type="button"
                aria-label={t('Remove %s', text)}
                onClick={() => write(current.filter((_item, position) => position !== index))}
                style={{ border: 0, background: 'none', cursor: 'pointer', marginInlineStart: '0.4em' }}
              >
                ×
              </button>
            </Label>
          );
        })}
      </div>
      {adding ? (
        <MetricEditor
          label={label}
          columns={columns}
          metrics={metrics}
          onAdd={(metric) => {
            write(multi ? [...current, metric] : [metric]);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        (multi || current.length === 0) && (
          <Button
            type="button"
            size="tiny"
            basic
            icon="plus"
            content={t('Add metric')}
            aria-label={t('Add metric to %s', label)}
            onClick={() => setAdding(true)}
          />
        )
      )}
    </div>
  );
}
