import { Button, Modal, Table } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { SHORTCUTS, shortcutLabel, type ShortcutName } from '../../keyboard-shortcuts';

const DESCRIPTIONS: Record<ShortcutName, () => string> = {
  runQuery: () => t('Run query'),
  stopQuery: () => t('Stop query'),
  newTab: () => t('New tab'),
  previousTab: () => t('Switch to the previous tab'),
  nextTab: () => t('Switch to the next tab'),
  formatQuery: () => t('Format SQL'),
};

export interface ShortcutsHelpModalProps {
  open: boolean;
  onClose: () => void;
}

/** The editor's keyboard shortcuts, for this platform's keys. */
export function ShortcutsHelpModal({ open, onClose }: ShortcutsHelpModalProps) {
  return (
    <Modal open={open} onClose={onClose} size="tiny" role="dialog" aria-label={t('Keyboard shortcuts')}>
      <Modal.Header>{t('Keyboard shortcuts')}</Modal.Header>
      <Modal.Content>
        <Table compact basic="very" aria-label={t('Keyboard shortcuts')}>
          <Table.Body>
            {SHORTCUTS.map((shortcut) => (
              <Table.Row key={shortcut.name}>
                <Table.Cell>
                  <kbd>{shortcutLabel(shortcut)}</kbd>
                </Table.Cell>
                <Table.Cell>{DESCRIPTIONS[shortcut.name]()}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('Close')} onClick={onClose} />
      </Modal.Actions>
    </Modal>
  );
}
