import { useId } from 'react';

export interface RadioOptionProps {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

/**
 * A native radio button with its label, styled as a Fomantic radio: Fomantic hides the input and
 * draws the circle with the label's `::before`, so the label must follow the input, not wrap it.
 */
export function RadioOption({ name, label, checked, disabled = false, onSelect }: RadioOptionProps) {
  const id = useId();
  return (
    <div
      className={`ui radio checkbox ${checked ? 'checked' : ''} ${disabled ? 'disabled' : ''}`}
      style={{ marginInlineEnd: '1.2em', cursor: disabled ? 'default' : 'pointer' }}
    >
      <input id={id} type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <label htmlFor={id} style={{ cursor: disabled ? 'default' : 'pointer' }}>
        {label}
      </label>
    </div>
  );
}
