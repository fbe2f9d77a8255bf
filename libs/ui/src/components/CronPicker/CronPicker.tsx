import { useEffect, useId, useState } from 'react';
import { Dropdown } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { CRON_FIELDS, CRON_PRESETS, isValidCron, splitCron } from '../../utils/cron';

export interface CronPickerProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  t?: TranslateFn;
  /** The expression in words in the user's language, or null when it has none (shown under the expression). */
  describe?: (expression: string) => string | null;
}

const CUSTOM = '';

/**
 * A five-field cron editor: one-click presets plus a text field per field (minute, hour, day of
 * month, month, day of week). Invalid expressions are flagged with 'Invalid cron expression'.
 */
export function CronPicker({ value, onChange, disabled, t: tProp, describe }: CronPickerProps) {
  const t = useTranslate(tProp);
  const baseId = useId();
  const [fields, setFields] = useState(() => splitCron(value));

  // Keep the inputs as typed (an emptied field must not shift the others) unless the value changed elsewhere.
  useEffect(() => {
    setFields((current) => (current.join(' ').trim() === value.trim() ? current : splitCron(value)));
  }, [value]);

  const expression = fields.join(' ').trim();
  const valid = isValidCron(expression);
  const preset = CRON_PRESETS.find((candidate) => candidate.value === expression)?.value ?? CUSTOM;
  const errorId = `${baseId}-error`;
  const words = valid && describe ? describe(expression) : null;

  const setField = (index: number, text: string) => {
    const next = fields.map((field, i) => (i === index ? text.trim() : field));
    setFields(next);
    onChange(next.join(' ').trim());
  };

  return (
    <div className="ui form" role="group" aria-label={t('Schedule')}>
      <div className="field">
        <label htmlFor={`${baseId}-preset`}>{t('Presets')}</label>
        <Dropdown
          id={`${baseId}-preset`}
          aria-label={t('Presets')}
          selection
          fluid
          placeholder={t('Custom')}
          value={preset}
          disabled={disabled}
          options={CRON_PRESETS.map((option) => ({ key: option.value, value: option.value, text: t(option.label) }))}
          onChange={(_event, data) => {
            const chosen = String(data.value ?? CUSTOM);
            if (chosen === CUSTOM) return;
            setFields(splitCron(chosen));
            onChange(chosen);
          }}
        />
      </div>
      <div className={`five fields ${valid ? '' : 'error'}`}>
        {CRON_FIELDS.map((field, index) => (
          <div className={`field ${valid ? '' : 'error'}`} key={field.key}>
            <label htmlFor={`${baseId}-${field.key}`}>{t(field.label)}</label>
            <input
              id={`${baseId}-${field.key}`}
              type="text"
              value={fields[index]}
              disabled={disabled}
              aria-invalid={!valid}
              aria-describedby={valid ? undefined : errorId}
              onChange={(event) => setField(index, event.target.value)}
            />
          </div>
        ))}
      </div>
      <p>
        {t('Cron expression')}: <code>{expression}</code>
      </p>
      {words && <p data-testid="cron-in-words">{words}</p>}
      {!valid && (
        <div id={errorId} role="alert" className="ui pointing red basic label">
          {t('Invalid cron expression')}
        </div>
      )}
    </div>
  );
}
