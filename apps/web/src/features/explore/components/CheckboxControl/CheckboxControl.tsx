import { Checkbox } from 'semantic-ui-react';

export interface CheckboxControlProps {
  label: string;
  value: unknown;
  onChange: (value: boolean) => void;
}

export function CheckboxControl({ label, value, onChange }: CheckboxControlProps) {
  return <Checkbox label={label} checked={Boolean(value)} onChange={(_event, data) => onChange(Boolean(data.checked))} />;
}
