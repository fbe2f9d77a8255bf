import { useId } from 'react';
import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { DatabaseFormValues } from '../../database-form';

type Flag = 'expose_in_sqllab' | 'allow_dml' | 'allow_run_async' | 'allow_ctas' | 'allow_cvas';

export interface AdvancedFieldsProps {
  values: DatabaseFormValues;
  onChange: (patch: Partial<DatabaseFormValues>) => void;
}

/** The 'Advanced' settings: SQL Lab exposure, DML, async execution, CTAS/CVAS and the cache timeout. */
export function AdvancedFields({ values, onChange }: AdvancedFieldsProps) {
  const id = useId();
  const flags: [Flag, string][] = [
    ['expose_in_sqllab', t('Expose database in SQL Lab')],
    ['allow_dml', t('Allow DML')],
    ['allow_run_async', t('Asynchronous query execution')],
    ['allow_ctas', t('Allow CREATE TABLE AS')],
    ['allow_cvas', t('Allow CREATE VIEW AS')],
  ];
  return (
    <details style={{ marginTop: '1em' }}>
      <summary style={{ cursor: 'pointer', marginBottom: '0.5em' }}>{t('Advanced')}</summary>
      {flags.map(([flag, label]) => (
        <Form.Field key={flag}>
          <label>
            <input type="checkbox" checked={values[flag]} onChange={(event) => onChange({ [flag]: event.target.checked })} /> {label}
          </label>
        </Form.Field>
      ))}
      <Form.Field>
        <label htmlFor={`${id}-cache`}>{t('Chart cache timeout')}</label>
        <input
          id={`${id}-cache`}
          inputMode="numeric"
          value={values.cache_timeout}
          onChange={(event) => onChange({ cache_timeout: event.target.value })}
        />
      </Form.Field>
    </details>
  );
}
