import { useEffect, useState } from 'react';
import { Button, Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { EMPTY_DATABASE_FORM, fromDatabase, isDatabaseFormComplete, toDatabasePayload, type DatabaseFormValues } from '../../database-form';
import { connectionTestRequested, databaseModalClosed, databaseSaveRequested, selectDatabaseModal } from '../../database-modal.slice';
import { AdvancedFields } from '../AdvancedFields/AdvancedFields';
import { ConnectionFields } from '../ConnectionFields/ConnectionFields';

/** Connects a new database or edits one: engine, connection, test, advanced settings. */
export function DatabaseModal() {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(selectDatabaseModal);
  const [values, setValues] = useState<DatabaseFormValues>(EMPTY_DATABASE_FORM);

  // The form starts over each time the modal has what it needs: the engines and, to edit, the connection.
  useEffect(() => {
    if (!modal.open || modal.loading) return;
    setValues(modal.database ? fromDatabase(modal.database) : { ...EMPTY_DATABASE_FORM, engine: modal.engines[0]?.engine ?? '' });
  }, [modal.open, modal.loading, modal.database, modal.engines]);

  const engine = modal.engines.find((candidate) => candidate.engine === values.engine);
  const complete = isDatabaseFormComplete(values, engine);
  const change = (patch: Partial<DatabaseFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const close = () => dispatch(databaseModalClosed());
  const title = modal.editingId === null ? t('Connect a database') : t('Edit database');

  return (
    <Modal open={modal.open} onClose={close} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {modal.loading ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form onSubmit={() => complete && dispatch(databaseSaveRequested(toDatabasePayload(values, engine)))}>
            <ConnectionFields values={values} engines={modal.engines} onChange={change} />
            <Button
              type="button"
              basic
              loading={modal.test.status === 'testing'}
              disabled={!complete || modal.test.status === 'testing'}
              onClick={() => dispatch(connectionTestRequested(toDatabasePayload(values, engine)))}
            >
              {t('Test connection')}
            </Button>
            {modal.test.status === 'ok' && <Message positive size="small" content={t('Connection looks good!')} />}
            {modal.test.status === 'ok' && modal.test.superuser && (
              <Message
                warning
                visible
                size="small"
                role="alert"
                content={t(
                  'This connection uses a superuser role. Connect with a read-only role that can read only what Tessera should see.',
                )}
              />
            )}
            {modal.test.status === 'failed' && <Message negative size="small" content={t('ERROR: %s', modal.test.message)} />}
            <AdvancedFields values={values} onChange={change} />
            {modal.saveError && (
              <Message negative size="small" header={t('Could not save the database')} content={modal.saveError.message} />
            )}
          </Form>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close}>
          {t('Cancel')}
        </Button>
        <Button
          type="button"
          primary
          loading={modal.saving}
          disabled={!complete || modal.saving || modal.loading}
          onClick={() => dispatch(databaseSaveRequested(toDatabasePayload(values, engine)))}
        >
          {modal.editingId === null ? t('Connect') : t('Finish')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
