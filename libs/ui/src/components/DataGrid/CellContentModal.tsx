import { Button, Modal } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import type { NotifyFn } from '../../types';
import { prettyJson } from '../../utils/json-cell';
import { CopyToClipboard } from '../CopyToClipboard/CopyToClipboard';

export interface CellContentModalProps {
  /** The JSON cell being shown; `undefined` keeps the modal closed. */
  value: unknown;
  onClose: () => void;
  notify?: NotifyFn;
  t: TranslateFn;
}

/** 'Cell content': a JSON cell pretty-printed, with a copy button. */
export function CellContentModal({ value, onClose, notify, t }: CellContentModalProps) {
  const open = value !== undefined;
  const text = open ? prettyJson(value) : '';
  return (
    <Modal open={open} onClose={onClose} size="small" role="dialog" aria-label={t('Cell content')}>
      <Modal.Header>{t('Cell content')}</Modal.Header>
      <Modal.Content scrolling>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{text}</pre>
      </Modal.Content>
      <Modal.Actions>
        <CopyToClipboard text={text} label={t('Copy')} successText={t('Copied to clipboard!')} notify={notify} t={t} />
        <Button type="button" onClick={onClose}>
          {t('Close')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
