import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Icon } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { NotifyFn } from '../../types';
import { COPY_UNSUPPORTED_TEXT, copyTextToClipboard } from '../../utils/clipboard';
import { Tooltip } from '../Tooltip/Tooltip';

export interface CopyToClipboardProps {
  /** The text to copy, or a function producing it (e.g. creating a permalink first). */
  text: string | (() => string | Promise<string>);
  /** Shown after a successful copy; defaults to 'Link Copied!'. */
  successText?: string;
  /** Content of the copy button; defaults to a copy icon. */
  children?: ReactNode;
  /** Accessible name and tooltip of the button; defaults to 'Copy to clipboard'. */
  label?: string;
  /** Also show the text beside the button. */
  showText?: boolean;
  /** Sends the outcome to the app's toasts; without it the outcome is shown inline. */
  notify?: NotifyFn;
  onCopied?: (text: string) => void;
  t?: TranslateFn;
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** A button that copies text and reports success ('Link Copied!') or that copying is unsupported. */
export function CopyToClipboard({ text, successText, children, label, showText, notify, onCopied, t: tProp }: CopyToClipboardProps) {
  const t = useTranslate(tProp);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: NonNullable<Outcome>) => {
    if (notify) {
      notify(next.kind === 'success' ? 'success' : 'danger', next.text);
      return;
    }
    setOutcome(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), 3000);
  };

  const copy = async () => {
    let value: string;
    try {
      value = typeof text === 'function' ? await text() : text;
    } catch (error) {
      report({ kind: 'error', text: error instanceof Error ? error.message : t('Sorry, an error occurred') });
      return;
    }
    try {
      await copyTextToClipboard(value);
      report({ kind: 'success', text: successText ?? t('Link Copied!') });
      onCopied?.(value);
    } catch {
      report({ kind: 'error', text: t(COPY_UNSUPPORTED_TEXT) });
    }
  };

  const name = label ?? t('Copy to clipboard');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5em' }}>
      {showText && typeof text === 'string' && <span>{text}</span>}
      <Tooltip content={name}>
        <button type="button" className="ui basic compact button" aria-label={name} onClick={() => void copy()}>
          {children ?? <Icon name="copy outline" fitted aria-hidden="true" />}
        </button>
      </Tooltip>
      {outcome && (
        <span role={outcome.kind === 'error' ? 'alert' : 'status'} style={{ color: outcome.kind === 'error' ? '#db2828' : '#21ba45' }}>
          {outcome.text}
        </span>
      )}
    </span>
  );
}
