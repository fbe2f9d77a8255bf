import { useId } from 'react';
import type { ControlConfig, ResolvedControl } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreDatasource } from '../../explore.types';
import { AdhocFilterControl } from '../AdhocFilterControl/AdhocFilterControl';
import { CheckboxControl } from '../CheckboxControl/CheckboxControl';
import { ColumnSelectControl } from '../ColumnSelectControl/ColumnSelectControl';
import { JsonControl } from '../JsonControl/JsonControl';
import { MetricsControl } from '../MetricsControl/MetricsControl';
import { SelectControl } from '../SelectControl/SelectControl';
import { SliderControl } from '../SliderControl/SliderControl';
import { TextControl } from '../TextControl/TextControl';

export interface ControlFieldProps {
  control: ControlConfig;
  resolved: ResolvedControl;
  datasource: ExploreDatasource;
  onChange: (value: unknown) => void;
}

function ControlInput({ control, resolved, datasource, onChange }: ControlFieldProps) {
  const label = t(control.label);
  const { value, choices } = resolved;
  switch (control.type) {
    case 'MetricsControl':
    case 'MetricControl':
      return (
        <MetricsControl
          label={label}
          value={value}
          multi={control.type === 'MetricsControl'}
          columns={datasource.columns}
          metrics={datasource.metrics}
          onChange={onChange}
        />
      );
    case 'GroupByControl':
    case 'XAxisControl':
      return (
        <ColumnSelectControl
          label={label}
          value={value}
          columns={datasource.columns}
          multi={control.multi ?? false}
          clearable={control.clearable}
          onChange={onChange}
        />
      );
    case 'AdhocFilterControl':
      return <AdhocFilterControl label={label} value={value} columns={datasource.columns} onChange={onChange} />;
    case 'CheckboxControl':
      return <CheckboxControl label={label} value={value} onChange={onChange} />;
    case 'SliderControl':
      return <SliderControl label={label} value={value} min={control.min} max={control.max} step={control.step} onChange={onChange} />;
    case 'ConditionalFormattingControl':
      return <JsonControl label={label} value={value} onChange={onChange} />;
    default:
      if (choices) {
        return (
          <SelectControl
            label={label}
            value={value}
            choices={choices}
            multi={control.multi}
            freeForm={control.freeForm}
            clearable={control.clearable}
            onChange={onChange}
          />
        );
      }
      return <TextControl label={label} value={value} onChange={onChange} />;
  }
}

/** One control with its label, description and validation messages (a red star when it is required and empty). */
export function ControlField(props: ControlFieldProps) {
  const { control, resolved } = props;
  const messageId = useId();
  const hasErrors = resolved.errors.length > 0;
  return (
    <div
      className={`field ${hasErrors ? 'error' : ''}`}
      data-control={control.name}
      aria-describedby={hasErrors ? messageId : undefined}
      style={{ marginBottom: '0.8em' }}
    >
      {control.type !== 'CheckboxControl' && (
        <div title={t(control.description)} style={{ fontWeight: 600, marginBottom: '0.2em' }}>
          {t(control.label)}
          {hasErrors && (
            <span aria-hidden="true" style={{ color: '#db2828' }}>
              {' *'}
            </span>
          )}
        </div>
      )}
      <ControlInput {...props} />
      {hasErrors && (
        <div id={messageId} role="alert" style={{ color: '#db2828', fontSize: '0.9em' }}>
          {resolved.messages.map((message) => t(message.text, ...message.args)).join(' ')}
        </div>
      )}
    </div>
  );
}
