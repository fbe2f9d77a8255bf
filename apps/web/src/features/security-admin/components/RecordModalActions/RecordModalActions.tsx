import { Button, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { RecordModalState } from '../../record-modal';

export interface RecordModalActionsProps {
  modal: Pick<RecordModalState<unknown>, 'saving' | 'loading'>;
  /** Every required field is filled in. */
  complete: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  /** The save button's text; 'Save' unless the modal says 'Add' for a new record. */
  saveLabel?: string;
}

/** Cancel, and a save button that waits for the record to load and for the form to be complete. */
export function RecordModalActions({ modal, complete, onCancel, onSubmit, saveLabel }: RecordModalActionsProps) {
  return (
    <Modal.Actions>
      <Button type="button" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="button" primary loading={modal.saving} disabled={!complete || modal.saving || modal.loading} onClick={onSubmit}>
        {saveLabel ?? t('Save')}
      </Button>
    </Modal.Actions>
  );
}
