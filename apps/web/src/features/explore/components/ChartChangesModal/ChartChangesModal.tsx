import { Button, Modal, Table } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ControlChange } from '../../form-data';

function display(value: unknown): string {
  if (value === undefined || value === null || value === '') return t('None');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Control, Before, After of every altered control (spec part 1 §2 'Chart changes modal'). */
export function ChartChangesModal({ changes, onClose }: { changes: readonly ControlChange[]; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} size="small" role="dialog" aria-label={t('Chart changes')}>
      <Modal.Header>{t('Chart changes')}</Modal.Header>
      <Modal.Content scrolling>
        <Table compact celled>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t('Control')}</Table.HeaderCell>
              <Table.HeaderCell>{t('Before')}</Table.HeaderCell>
              <Table.HeaderCell>{t('After')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changes.map((change) => (
              <Table.Row key={change.name}>
                <Table.Cell>{t(change.label)}</Table.Cell>
                <Table.Cell>{display(change.before)}</Table.Cell>
                <Table.Cell>{display(change.after)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose}>
          {t('Close')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
