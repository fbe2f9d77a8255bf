export interface RadioOptionProps {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

/** A native radio button with its label, styled as a Fomantic radio. */
export function RadioOption({ name, label, checked, disabled = false, onSelect }: RadioOptionProps) {
  return (
    <label
      className={`ui radio checkbox ${disabled ? 'disabled' : ''}`}
      style={{ marginRight: '1.2em', cursor: disabled ? 'default' : 'pointer' }}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        style={{ opacity: 1, position: 'static', marginRight: '0.4em' }}
      />
      {label}
    </label>
  );
}
