import { Button, Message } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { ToastItem } from '../../types';

export interface ToastContainerProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  position?: 'bottom-right' | 'top-right';
  t?: TranslateFn;
}

/**
 * Renders the app's toasts, newest last. Warnings and errors are alerts (read out at once);
 * info and success are polite statuses.
 */
export function ToastContainer({ toasts, onDismiss, position = 'bottom-right', t: tProp }: ToastContainerProps) {
  const t = useTranslate(tProp);
  const vertical = position === 'top-right' ? { top: '1em' } : { bottom: '1em' };
  return (
    <div
      aria-label={t('Notifications')}
      role="region"
      style={{
        position: 'fixed',
        insetInlineEnd: '1em',
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: '0.5em',
        maxWidth: 420,
        ...vertical,
      }}
    >
      {toasts.map((toast) => {
        const urgent = toast.type === 'danger' || toast.type === 'warning';
        return (
          <Message
            key={toast.id}
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
      })}
    </div>
  );
}
