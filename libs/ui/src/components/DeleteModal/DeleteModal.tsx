import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';

export interface DeleteModalProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onConfirm: () => void;
  onHide: () => void;
  t?: TranslateFn;
}

/** Whether the typed confirmation matches the (translated) word DELETE, ignoring case. */
export function isDeleteConfirmed(typed: string, deleteWord: string): boolean {
  return typed.toUpperCase() === deleteWord.toUpperCase();
}

/** Type-DELETE confirmation: the Delete button is enabled only once DELETE has been typed. */
export function DeleteModal({ open, title, description, onConfirm, onHide, t: tProp }: DeleteModalProps) {
  const t = useTranslate(tProp);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const deleteWord = t('DELETE');
  const confirmed = isDeleteConfirmed(typed, deleteWord);

  const hide = () => {
    setTyped('');
    onHide();
  };
  const confirm = () => {
    if (!confirmed) return;
    setTyped('');
    onConfirm();
  };

  return (
    <Modal open={open} onClose={hide} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {description && <div style={{ marginBottom: '1em' }}>{description}</div>}
        <Form onSubmit={confirm}>
          <Form.Field>
            <label htmlFor={inputId}>{t('Please type %s to confirm', deleteWord)}</label>
            <input id={inputId} type="text" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </Form.Field>
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={hide}>
          {t('Cancel')}
        </Button>
        <Button type="button" negative disabled={!confirmed} onClick={confirm}>
          {t('Delete')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
