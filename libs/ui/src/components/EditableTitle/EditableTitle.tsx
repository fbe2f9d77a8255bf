import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { Tooltip } from '../Tooltip/Tooltip';

export interface EditableTitleProps {
  title: string;
  canEdit: boolean;
  /** Called with the trimmed title when it is non-empty and differs from the current one. */
  onSave: (title: string) => void;
  /** Shown (greyed) when the title is empty. */
  placeholder?: string;
  /** Accessible name of the field and the button; defaults to 'Title'. */
  label?: string;
  /** Heading level the title renders as. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'span';
  t?: TranslateFn;
}

/**
 * A title that turns into a text field on click. Enter or leaving the field saves a non-empty,
 * changed title; an empty one reverts; Escape cancels.
 */
export function EditableTitle({ title, canEdit, onSave, placeholder, label, as: Heading = 'span', t: tProp }: EditableTitleProps) {
  const t = useTranslate(tProp);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const inputRef = useRef<HTMLInputElement>(null);
  const name = label ?? t('Title');

  useEffect(() => {
    if (!editing) setDraft(title);
  }, [title, editing]);

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const finish = () => {
    const trimmed = draft.trim();
    setEditing(false);
    if (trimmed && trimmed !== title.trim()) onSave(trimmed);
    else setDraft(title);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish();
    } else if (event.key === 'Escape') {
      setDraft(title);
      setEditing(false);
    }
  };

  const shown = title || placeholder || '';
  const textStyle = { color: title ? undefined : '#999', margin: 0 };

  if (!canEdit) {
    return (
      <Tooltip content={t("You don't have the rights to alter this title.")}>
        <Heading tabIndex={0} style={textStyle}>
          {shown}
        </Heading>
      </Tooltip>
    );
  }
  if (editing) {
    return (
      <div className="ui transparent input" style={{ width: '100%' }}>
        <input
          ref={inputRef}
          aria-label={name}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={finish}
          onKeyDown={onKeyDown}
        />
      </div>
    );
  }
  return (
    <Heading style={textStyle}>
      <span
        role="button"
        tabIndex={0}
        aria-label={t('Edit %s', name)}
        style={{ cursor: 'text' }}
        onClick={() => setEditing(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setEditing(true);
          }
        }}
      >
        {shown}
      </span>
    </Heading>
  );
}
