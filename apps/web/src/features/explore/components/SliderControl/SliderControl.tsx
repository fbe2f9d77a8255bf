export interface SliderControlProps {
  label: string;
  value: unknown;
  min?: number;
  max?: number;
  step?: number;
  onChange: (value: number) => void;
}

/** A bounded number on a slider, its value shown beside it. */
export function SliderControl({ label, value, min = 0, max = 100, step = 1, onChange }: SliderControlProps) {
  const current = typeof value === 'number' ? value : Number(value ?? min);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.5em' }}>
      <input
        type="range"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={current}
        onChange={(event) => onChange(Number(event.target.value))}
        style={{ flex: 1 }}
      />
      <output>{current}</output>
    </div>
  );
}
