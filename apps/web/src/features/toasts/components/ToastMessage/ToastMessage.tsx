import { Button, Message } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { Toast } from '../../toasts.slice';

interface ToastMessageProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

export function ToastMessage({ toast, onDismiss }: ToastMessageProps) {
  const urgent = toast.type === 'danger' || toast.type === 'warning';
  return (
    <Message
      role={urgent ? 'alert' : 'status'}
      info={toast.type === 'info'}
      positive={toast.type === 'success'}
      warning={toast.type === 'warning'}
      negative={toast.type === 'danger'}
      style={{ margin: 0, display: 'flex', alignItems: 'flex-start', gap: '0.5em' }}
    >
      <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{toast.text}</span>
      <Button type="button" basic compact size="mini" icon="close" aria-label={t('Close')} onClick={() => onDismiss(toast.id)} />
    </Message>
  );
}
