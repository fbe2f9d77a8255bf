import { useEffect, useState } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { selectUserInfo, userInfoDialogOpened, userInfoSaveRequested } from '../../user-info.slice';

/** Changes the signed-in user's first and last name. */
export function EditNameModal() {
  const dispatch = usePageDispatch();
  const { me, dialog, saving, saveError } = usePageSelector(selectUserInfo);
  const open = dialog === 'name';
  const [names, setNames] = useState({ first_name: '', last_name: '' });

  useEffect(() => {
    if (open && me) setNames({ first_name: me.first_name, last_name: me.last_name });
  }, [open, me]);

  const complete = names.first_name.trim() !== '' && names.last_name.trim() !== '';
  const submit = () =>
    complete && dispatch(userInfoSaveRequested({ first_name: names.first_name.trim(), last_name: names.last_name.trim() }));
  const close = () => dispatch(userInfoDialogOpened(null));

  return (
    <Modal open={open} onClose={close} size="tiny" role="dialog" aria-label={t('Edit user')}>
      <Modal.Header>{t('Edit user')}</Modal.Header>
      <Modal.Content>
        <Form className="initial" onSubmit={submit}>
          {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
          <Form.Input
            required
            id="me-first-name"
            label={t('First name')}
            value={names.first_name}
            onChange={(_, { value }) => setNames((current) => ({ ...current, first_name: value }))}
          />
          <Form.Input
            required
            id="me-last-name"
            label={t('Last name')}
            value={names.last_name}
            onChange={(_, { value }) => setNames((current) => ({ ...current, last_name: value }))}
          />
          {saveError && <Message negative size="small" content={saveError.message} />}
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary loading={saving} disabled={!complete || saving} onClick={submit}>
          {t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
