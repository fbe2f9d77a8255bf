import type { ReactNode } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  body: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to 'OK'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** Paints the confirm button as destructive. */
  danger?: boolean;
  /** Shows progress on the confirm button and blocks a second click. */
  loading?: boolean;
  t?: TranslateFn;
}

/** A yes/no question in a small modal. */
export function ConfirmModal({
  open,
  title,
  body,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  danger,
  loading,
  t: tProp,
}: ConfirmModalProps) {
  const t = useTranslate(tProp);
  return (
    <Modal open={open} onClose={onCancel} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>{body}</Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onCancel}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button type="button" primary={!danger} negative={danger} loading={loading} disabled={loading} onClick={onConfirm}>
          {confirmLabel ?? t('OK')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
