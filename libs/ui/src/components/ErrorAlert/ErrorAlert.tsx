import { useState } from 'react';
import type { ReactNode } from 'react';
import { Icon, Message } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { ErrorLevel } from './error-panel.types';

export interface ErrorAlertProps {
  /** Defaults to 'Unexpected error'. */
  title?: ReactNode;
  message?: ReactNode;
  /** Shown under the message, always visible. */
  description?: ReactNode;
  /** Shown behind a 'See more' / 'See less' toggle. */
  details?: ReactNode;
  level?: ErrorLevel;
  onClose?: () => void;
  t?: TranslateFn;
}

/** The frame every error panel uses: icon, title, message, and optional collapsible details. */
export function ErrorAlert({ title, message, description, details, level = 'error', onClose, t: tProp }: ErrorAlertProps) {
  const t = useTranslate(tProp);
  const [expanded, setExpanded] = useState(false);
  return (
    <Message
      role="alert"
      negative={level === 'error'}
      warning={level === 'warning'}
      info={level === 'info'}
      icon
      onDismiss={onClose}
      style={{ alignItems: 'flex-start' }}
    >
      <Icon name={level === 'info' ? 'info circle' : 'exclamation triangle'} aria-hidden="true" style={{ fontSize: '1.5em' }} />
      <Message.Content>
        <Message.Header>{title ?? t('Unexpected error')}</Message.Header>
        {message && <div style={{ marginTop: '0.3em', overflowWrap: 'anywhere' }}>{message}</div>}
        {description && <div style={{ marginTop: '0.5em' }}>{description}</div>}
        {details && (
          <div style={{ marginTop: '0.5em' }}>
            {expanded && <div style={{ marginBottom: '0.5em' }}>{details}</div>}
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
              style={{ border: 0, background: 'none', padding: 0, color: 'inherit', textDecoration: 'underline', cursor: 'pointer' }}
            >
              {expanded ? t('See less') : t('See more')}
            </button>
          </div>
        )}
      </Message.Content>
    </Message>
  );
}
