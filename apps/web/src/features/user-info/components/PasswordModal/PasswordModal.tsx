import { useEffect, useState } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { selectUserInfo, userInfoDialogOpened, userInfoSaveRequested } from '../../user-info.slice';

/** Sets a new password for the signed-in user, typed twice. */
export function PasswordModal() {
  const dispatch = usePageDispatch();
  const { dialog, saving, saveError } = usePageSelector(selectUserInfo);
  const open = dialog === 'password';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => {
    if (!open) return;
    setPassword('');
    setConfirm('');
  }, [open]);

  const mismatch = confirm !== '' && password !== confirm;
  const complete = password !== '' && password === confirm;
  const submit = () => complete && dispatch(userInfoSaveRequested({ password }));
  const close = () => dispatch(userInfoDialogOpened(null));

  return (
    <Modal open={open} onClose={close} size="tiny" role="dialog" aria-label={t('Reset password')}>
      <Modal.Header>{t('Reset password')}</Modal.Header>
      <Modal.Content>
        <Form className="initial" onSubmit={submit}>
          {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
          <Form.Input
            required
            type="password"
            autoComplete="new-password"
            id="me-password"
            label={t('New password')}
            value={password}
            onChange={(_, { value }) => setPassword(value)}
          />
          <Form.Input
            required
            type="password"
            autoComplete="new-password"
            id="me-confirm-password"
            label={t('Confirm password')}
            value={confirm}
            error={mismatch ? t('Passwords do not match') : undefined}
            onChange={(_, { value }) => setConfirm(value)}
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
