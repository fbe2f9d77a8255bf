import { PasswordField } from '@tessera/ui';
import { useId } from 'react';
import { Button, Dropdown, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { AvailableEngine } from '../../database-list.api';
import { parameterFields, type DatabaseFormValues } from '../../database-form';

export interface ConnectionFieldsProps {
  values: DatabaseFormValues;
  engines: readonly AvailableEngine[];
  onChange: (patch: Partial<DatabaseFormValues>) => void;
}

/** Engine, display name, and either the engine's connection parameters or a SQLAlchemy URI. */
export function ConnectionFields({ values, engines, onChange }: ConnectionFieldsProps) {
  const id = useId();
  const engine = engines.find((candidate) => candidate.engine === values.engine);
  const byUri = values.configuration_method === 'sqlalchemy_form';
  const setParameter = (name: string, value: string | boolean) => onChange({ parameters: { ...values.parameters, [name]: value } });

  return (
    <>
      <Form.Field required>
        <label htmlFor={`${id}-engine`}>{t('Supported databases')}</label>
        <Dropdown
          id={`${id}-engine`}
          aria-label={t('Supported databases')}
          selection
          fluid
          options={engines.map((candidate) => ({ key: candidate.engine, value: candidate.engine, text: candidate.name }))}
          value={values.engine}
          onChange={(_event, data) => onChange({ engine: String(data.value), parameters: {} })}
        />
      </Form.Field>
      <Form.Field required>
        <label htmlFor={`${id}-name`}>{t('Display Name')}</label>
        <input id={`${id}-name`} value={values.database_name} onChange={(event) => onChange({ database_name: event.target.value })} />
      </Form.Field>
      <Button.Group size="small" role="group" aria-label={t('Connection method')} style={{ marginBottom: '1em' }}>
        <Button type="button" active={!byUri} aria-pressed={!byUri} onClick={() => onChange({ configuration_method: 'dynamic_form' })}>
          {t('Parameters')}
        </Button>
        <Button type="button" active={byUri} aria-pressed={byUri} onClick={() => onChange({ configuration_method: 'sqlalchemy_form' })}>
          {t('SQLAlchemy URI')}
        </Button>
      </Button.Group>
      {byUri ? (
        <Form.Field required>
          <label htmlFor={`${id}-uri`}>{t('SQLAlchemy URI')}</label>
          <input
            id={`${id}-uri`}
            value={values.sqlalchemy_uri}
            placeholder={engine?.sqlalchemy_uri_placeholder}
            autoComplete="off"
            onChange={(event) => onChange({ sqlalchemy_uri: event.target.value })}
          />
        </Form.Field>
      ) : (
        parameterFields(engine).map((field) => {
          const value = values.parameters[field.name];
          if (field.type === 'boolean') {
            return (
              <Form.Field key={field.name}>
                <label>
                  <input type="checkbox" checked={value === true} onChange={(event) => setParameter(field.name, event.target.checked)} />{' '}
                  {field.label}
                </label>
              </Form.Field>
            );
          }
          if (field.name === 'password') {
            return (
              <PasswordField
                key={field.name}
                label={field.label}
                value={String(value ?? '')}
                onChange={(text) => setParameter(field.name, text)}
                t={t}
              />
            );
          }
          return (
            <Form.Field key={field.name} required={field.required}>
              <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
              <input
                id={`${id}-${field.name}`}
                type={field.type === 'integer' ? 'number' : 'text'}
                value={String(value ?? '')}
                onChange={(event) => setParameter(field.name, event.target.value)}
              />
            </Form.Field>
          );
        })
      )}
    </>
  );
}
