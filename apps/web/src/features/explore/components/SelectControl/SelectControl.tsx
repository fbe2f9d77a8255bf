import { Select, type SelectOption } from '@tessera/ui';
import type { ControlChoice } from '@tessera/viz';
import { t } from '../../../../i18n';
import { choiceKey, choiceValue } from './choice-keys';

export interface SelectControlProps {
  label: string;
  value: unknown;
  choices: readonly ControlChoice[];
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  /** Whether the choices' labels are texts of the catalogue (a control's options) or the user's own data (column names). */
  translateLabels?: boolean;
  onChange: (value: unknown) => void;
}

/** A control picking one or several of its choices (free entry allowed when the control says so). */
export function SelectControl({
  label,
  value,
  choices,
  multi = false,
  freeForm = false,
  clearable = false,
  translateLabels = true,
  onChange,
}: SelectControlProps) {
  const options: SelectOption<string>[] = choices.map(([choice, text]) => ({
    value: choiceKey(choice),
    label: translateLabels ? t(text) : text,
  }));
  const hasNullChoice = choices.some(([choice]) => choice === null);
  const isEmpty = value === undefined || (value === null && !hasNullChoice);
  const selected = (Array.isArray(value) ? value : isEmpty ? [] : [value]).map((item) => {
    const key = choiceKey(item);
    return { value: key, label: options.find((option) => option.value === key)?.label ?? String(item) };
  });
  if (multi) {
    return (
      <Select<string>
        mode="multiple"
        ariaLabel={label}
        options={options}
        selectedOptions={selected}
        value={selected.map((option) => option.value)}
        freeForm={freeForm}
        allowClear={clearable}
        onChange={(keys) => onChange(keys.map((key) => choiceValue(key, choices)))}
        t={t}
      />
    );
  }
  return (
    <Select<string>
      ariaLabel={label}
      options={options}
      selectedOptions={selected}
      value={selected[0]?.value ?? null}
      freeForm={freeForm}
      allowClear={clearable}
      onChange={(key) => onChange(key === null ? undefined : choiceValue(key, choices))}
      t={t}
    />
  );
}
