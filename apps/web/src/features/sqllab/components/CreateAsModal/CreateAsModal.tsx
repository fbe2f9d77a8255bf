import { useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { CtasMethod } from '../../sqllab.types';

export interface CreateAsModalProps {
  /** Which statement the run creates; the dialog is closed while null. */
  method: CtasMethod | null;
  onRun: (method: CtasMethod, name: string) => void;
  onClose: () => void;
}

/** Asks for the name of the table or view a 'CREATE TABLE AS' / 'CREATE VIEW AS' run creates (Superset's CTAS prompt). */
export function CreateAsModal({ method, onRun, onClose }: CreateAsModalProps) {
  const [name, setName] = useState('');
  const title = method === 'VIEW' ? t('CREATE VIEW AS') : t('CREATE TABLE AS');
  const valid = /^[A-Za-z_][A-Za-z0-9_$]*$/.test(name.trim());
  const submit = () => {
    if (!method || !valid) return;
    onRun(method, name.trim());
    setName('');
  };
  return (
    <Modal open={method !== null} onClose={onClose} size="tiny" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        <Form onSubmit={submit}>
          <Form.Field required error={name !== '' && !valid}>
            <label htmlFor="create-as-name">{method === 'VIEW' ? t('View name') : t('Table name')}</label>
            <input id="create-as-name" value={name} autoFocus onChange={(event) => setName(event.target.value)} />
            {name !== '' && !valid && (
              <div className="ui pointing red basic label">{t('Use letters, digits and underscores, not starting with a digit')}</div>
            )}
          </Form.Field>
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary disabled={!valid} onClick={submit}>
          {t('Run')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
