import { useEffect, useState } from 'react';
import { Button, Form, Input, Message, Modal } from 'semantic-ui-react';
import { CopyToClipboard } from '@tessera/ui';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { apiKeyCreateOpened, apiKeyCreateRequested, selectApiKeys } from '../../api-keys.slice';

/** The end of the chosen day in the reader's time zone: a key "expiring on the 3rd" still works that evening. */
function endOfDay(date: string): string | null {
  return date ? new Date(`${date}T23:59:59`).toISOString() : null;
}

/** Asks for a name and an optional expiry date; then shows the new key once, with a copy button. */
export function CreateApiKeyModal() {
  const dispatch = usePageDispatch();
  const { creating, saving, saveError, created } = usePageSelector(selectApiKeys);
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');

  useEffect(() => {
    if (!creating) return;
    setName('');
    setExpiry('');
  }, [creating]);

  const close = () => dispatch(apiKeyCreateOpened(false));
  const complete = name.trim() !== '';
  const submit = () => complete && !saving && dispatch(apiKeyCreateRequested({ name: name.trim(), expires_on: endOfDay(expiry) }));
  const title = created ? t('API key created') : t('New API key');

  return (
    <Modal open={creating} onClose={close} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {created ? (
          <>
            <Message warning size="small" content={t('Copy this key now: it will not be shown again.')} />
            <div style={{ display: 'flex', alignItems: 'center', gap: '0.75em' }}>
              <Input readOnly id="api-key-secret" aria-label={t('Key')} value={created.key} style={{ flex: 1, fontFamily: 'monospace' }} />
              <CopyToClipboard text={created.key} label={t('Copy to clipboard')} successText={t('Copied to clipboard!')} t={t} />
            </div>
          </>
        ) : (
          <Form className="initial" onSubmit={submit}>
            {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
            <Form.Input
              required
              id="api-key-name"
              label={t('Name')}
              maxLength={128}
              value={name}
              onChange={(_, { value }) => setName(value)}
            />
            <Form.Input
              id="api-key-expiry"
              type="date"
              label={t('Expiry date (optional)')}
              value={expiry}
              onChange={(_, { value }) => setExpiry(value)}
            />
            {saveError && <Message negative size="small" content={saveError.message} />}
          </Form>
        )}
      </Modal.Content>
      <Modal.Actions>
        {created ? (
          <Button type="button" primary onClick={close}>
            {t('Done')}
          </Button>
        ) : (
          <>
            <Button type="button" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="button" primary loading={saving} disabled={!complete || saving} onClick={submit}>
              {t('Create')}
            </Button>
          </>
        )}
      </Modal.Actions>
    </Modal>
  );
}
