import { useEffect, useState } from 'react';
import { Button, Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { roleModal } from '../../roles.api';

/** Adds a role or renames one. */
export function RoleModal() {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(roleModal.selectModal);
  const [name, setName] = useState('');
  const creating = modal.editingId === null;

  useEffect(() => {
    if (modal.open && !modal.loading) setName(modal.record?.name ?? '');
  }, [modal.open, modal.loading, modal.record]);

  const complete = name.trim() !== '';
  const submit = () => complete && dispatch(roleModal.actions.saveRequested({ name: name.trim() }));
  const close = () => dispatch(roleModal.actions.closed());
  const title = creating ? t('Add role') : t('Edit role');

  return (
    <Modal open={modal.open} onClose={close} size="tiny" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {modal.loading ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form className="initial" onSubmit={submit}>
            {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
            <Form.Input id="role-name" required label={t('Name')} value={name} onChange={(_, { value }) => setName(value)} />
            {modal.saveError && <Message negative size="small" header={t('Could not save the role')} content={modal.saveError.message} />}
          </Form>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary loading={modal.saving} disabled={!complete || modal.saving || modal.loading} onClick={submit}>
          {t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
