import { Select } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { Checkbox, Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { EMPTY_USER_FORM, fromUser, isUserFormComplete, toUserPayload, type UserFormValues } from '../../user-form';
import { roleOptions, userModal } from '../../users.api';
import { RecordModalActions } from '../RecordModalActions/RecordModalActions';

const TEXT_FIELDS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['username', 'User name'],
  ['email', 'Email'],
] as const;

/** Adds a user or edits one: names, email, active, roles, and a password when adding. */
export function UserModal() {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(userModal.selectModal);
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  const creating = modal.editingId === null;

  // The form starts over each time the modal opens, from the loaded user when editing.
  useEffect(() => {
    if (modal.open && !modal.loading) setValues(modal.record ? fromUser(modal.record) : EMPTY_USER_FORM);
  }, [modal.open, modal.loading, modal.record]);

  const change = (patch: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const complete = isUserFormComplete(values, creating);
  const submit = () => complete && dispatch(userModal.actions.saveRequested(toUserPayload(values, creating)));
  const close = () => dispatch(userModal.actions.closed());
  const title = creating ? t('Add user') : t('Edit user');
  const mismatch = creating && values.confirmPassword !== '' && values.password !== values.confirmPassword;

  return (
    <Modal open={modal.open} onClose={close} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {modal.loading ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form className="initial" onSubmit={submit}>
            {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
            <Form.Group widths="equal">
              {TEXT_FIELDS.slice(0, 2).map(([field, label]) => (
                <Form.Input
                  key={field}
                  id={`user-${field}`}
                  required
                  label={t(label)}
                  value={values[field]}
                  onChange={(_, { value }) => change({ [field]: value })}
                />
              ))}
            </Form.Group>
            <Form.Group widths="equal">
              {TEXT_FIELDS.slice(2).map(([field, label]) => (
                <Form.Input
                  key={field}
                  id={`user-${field}`}
                  required
                  label={t(label)}
                  value={values[field]}
                  onChange={(_, { value }) => change({ [field]: value })}
                />
              ))}
            </Form.Group>
            {creating && (
              <Form.Group widths="equal">
                <Form.Input
                  required
                  type="password"
                  autoComplete="new-password"
                  id="user-password"
                  label={t('Password')}
                  value={values.password}
                  onChange={(_, { value }) => change({ password: value })}
                />
                <Form.Input
                  required
                  type="password"
                  autoComplete="new-password"
                  id="user-confirm-password"
                  label={t('Confirm password')}
                  value={values.confirmPassword}
                  error={mismatch ? t('Passwords do not match') : undefined}
                  onChange={(_, { value }) => change({ confirmPassword: value })}
                />
              </Form.Group>
            )}
            <div className="field">
              <label htmlFor="user-roles">{t('Roles')}</label>
              <Select<number>
                id="user-roles"
                mode="multiple"
                ariaLabel={t('Roles')}
                placeholder={t('Select roles')}
                options={roleOptions}
                value={values.roles.map((role) => role.id)}
                selectedOptions={values.roles.map((role) => ({ value: role.id, label: role.name }))}
                onChange={(_, options) => change({ roles: options.map((option) => ({ id: option.value, name: option.label })) })}
                t={t}
              />
            </div>
            <Form.Field>
              <Checkbox
                toggle
                id="user-active"
                label={t('Is active?')}
                checked={values.active}
                onChange={(_, { checked }) => change({ active: !!checked })}
              />
            </Form.Field>
            {modal.saveError && <Message negative size="small" header={t('Could not save the user')} content={modal.saveError.message} />}
          </Form>
        )}
      </Modal.Content>
      <RecordModalActions modal={modal} complete={complete} onCancel={close} onSubmit={submit} />
    </Modal>
  );
}
