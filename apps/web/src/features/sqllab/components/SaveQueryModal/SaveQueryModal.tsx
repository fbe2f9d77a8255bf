import { useEffect, useId, useState } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';

export interface SaveQueryModalProps {
  open: boolean;
  defaultLabel: string;
  /** The tab already edits a saved query: 'Update' changes it, 'Save as new' makes another. */
  editsSavedQuery: boolean;
  saving: boolean;
  error: string | null;
  onSave: (label: string, description: string, asNew: boolean) => void;
  onCancel: () => void;
}

/** 'Save query': a name and a description for the tab's SQL. */
export function SaveQueryModal({ open, defaultLabel, editsSavedQuery, saving, error, onSave, onCancel }: SaveQueryModalProps) {
  const id = useId();
  const [label, setLabel] = useState(defaultLabel);
  const [description, setDescription] = useState('');
  useEffect(() => {
    if (!open) return;
    setLabel(defaultLabel);
    setDescription('');
  }, [open]);
  const valid = label.trim() !== '';
  const save = (asNew: boolean) => valid && onSave(label.trim(), description, asNew);
  return (
    <Modal open={open} onClose={onCancel} size="small" role="dialog" aria-label={t('Save query')}>
      <Modal.Header>{t('Save query')}</Modal.Header>
      <Modal.Content>
        <Form onSubmit={() => save(!editsSavedQuery)} error={error !== null}>
          <Form.Field required>
            <label htmlFor={`${id}-label`}>{t('Name')}</label>
            <input id={`${id}-label`} value={label} onChange={(event) => setLabel(event.target.value)} />
          </Form.Field>
          <Form.Field>
            <label htmlFor={`${id}-description`}>{t('Description')}</label>
            <textarea id={`${id}-description`} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
          </Form.Field>
          {error && <Message error role="alert" content={error} />}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('Cancel')} onClick={onCancel} />
        {editsSavedQuery && <Button type="button" content={t('Save as new')} disabled={!valid || saving} onClick={() => save(true)} />}
        <Button
          type="button"
          primary
          content={editsSavedQuery ? t('Update') : t('Save')}
          loading={saving}
          disabled={!valid || saving}
          onClick={() => save(!editsSavedQuery)}
        />
      </Modal.Actions>
    </Modal>
  );
}
