import { CertifiedBadge, WarningIconWithTooltip } from '@tessera/ui';
import { useId } from 'react';
import { Dropdown, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { metricKey } from '../../dataset-draft';
import type { DatasetDraft, EditableMetric } from '../../dataset-editor.types';
import { CollectionTable } from '../CollectionTable/CollectionTable';
import { CellInput, TextField } from './fields';

function newMetric(): EditableMetric {
  return {
    key: metricKey(),
    metric_name: '<new metric>',
    expression: '',
    verbose_name: null,
    metric_type: null,
    description: null,
    d3format: null,
    warning_text: null,
    extra: null,
    certified_by: '',
    certification_details: '',
    currency_symbol: '',
    currency_position: 'prefix',
  };
}

function CurrencyField({ metric, onChange }: { metric: EditableMetric; onChange: (patch: Partial<EditableMetric>) => void }) {
  const symbolId = useId();
  const positionId = useId();
  return (
    <Form.Group widths="equal">
      <Form.Field>
        <label htmlFor={symbolId}>{t('Metric currency')}</label>
        <input
          id={symbolId}
          placeholder="USD"
          value={metric.currency_symbol}
          onChange={(event) => onChange({ currency_symbol: event.target.value.toUpperCase() })}
        />
      </Form.Field>
      <Form.Field>
        <label htmlFor={positionId}>{t('Currency position')}</label>
        <Dropdown
          id={positionId}
          aria-label={t('Currency position')}
          selection
          fluid
          options={[
            { key: 'prefix', value: 'prefix', text: t('Prefix') },
            { key: 'suffix', value: 'suffix', text: t('Suffix') },
          ]}
          value={metric.currency_position}
          onChange={(_event, data) => onChange({ currency_position: data.value === 'suffix' ? 'suffix' : 'prefix' })}
        />
      </Form.Field>
    </Form.Group>
  );
}

/** The Metrics tab: key, label and SQL per metric; formats, currency, certification and warning when expanded. */
export function MetricsTab({ draft, onChange }: { draft: DatasetDraft; onChange: (patch: Partial<DatasetDraft>) => void }) {
  const update = (index: number, patch: Partial<EditableMetric>) =>
    onChange({ metrics: draft.metrics.map((metric, i) => (i === index ? { ...metric, ...patch } : metric)) });
  return (
    <CollectionTable<EditableMetric>
      label={t('Metrics')}
      items={draft.metrics}
      itemKey={(metric) => metric.key}
      itemName={(metric) => metric.metric_name}
      columns={[
        {
          header: t('Metric Key'),
          cell: (metric, index) => (
            <span style={{ display: 'flex', alignItems: 'center', gap: '0.25em' }}>
              {(metric.certified_by || metric.certification_details) && (
                <CertifiedBadge certifiedBy={metric.certified_by} details={metric.certification_details} t={t} />
              )}
              {metric.warning_text && <WarningIconWithTooltip warningMarkdown={metric.warning_text} t={t} />}
              {/* The field takes the rest of the cell: beside the badges in a flex row it would shrink to nothing. */}
              <span style={{ flex: 1, minWidth: 0 }}>
                <CellInput label={t('Metric Key')} value={metric.metric_name} onChange={(value) => update(index, { metric_name: value })} />
              </span>
            </span>
          ),
        },
        {
          header: t('Label'),
          cell: (metric, index) => (
            <CellInput label={t('Label')} value={metric.verbose_name} onChange={(value) => update(index, { verbose_name: value })} />
          ),
        },
        {
          header: t('SQL expression'),
          cell: (metric, index) => (
            <CellInput
              label={t('SQL expression')}
              monospace
              value={metric.expression}
              onChange={(value) => update(index, { expression: value })}
            />
          ),
        },
      ]}
      details={(metric, index) => (
        <Form as="div">
          <TextField
            label={t('Description')}
            multiline
            value={metric.description}
            onChange={(value) => update(index, { description: value })}
          />
          <TextField
            label={t('D3 format')}
            placeholder="%y/%m/%d"
            value={metric.d3format}
            onChange={(value) => update(index, { d3format: value })}
          />
          <CurrencyField metric={metric} onChange={(patch) => update(index, patch)} />
          <TextField label={t('Certified by')} value={metric.certified_by} onChange={(value) => update(index, { certified_by: value })} />
          <TextField
            label={t('Certification details')}
            value={metric.certification_details}
            onChange={(value) => update(index, { certification_details: value })}
          />
          <TextField
            label={t('Warning')}
            multiline
            value={metric.warning_text}
            onChange={(value) => update(index, { warning_text: value })}
          />
        </Form>
      )}
      onAdd={() => onChange({ metrics: [...draft.metrics, newMetric()] })}
      onRemove={(index) => onChange({ metrics: draft.metrics.filter((_metric, i) => i !== index) })}
    />
  );
}
