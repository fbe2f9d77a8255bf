import type { CustomCellRendererProps } from 'ag-grid-react';
import type { TranslateFn } from '../../i18n-context';
import { isJsonCell } from '../../utils/json-cell';

/** What the grid passes to its cells through `cellRendererParams`. */
export interface GridCellParams {
  onOpenJson: (value: unknown) => void;
  t: TranslateFn;
}

type Props = CustomCellRendererProps & GridCellParams;

/** A result cell: NULL for missing values, and JSON objects/arrays as a link that opens the 'Cell content' modal. */
export function GridCell({ value, valueFormatted, onOpenJson, t }: Props) {
  if (value === null || value === undefined) return <span style={{ color: '#999', fontStyle: 'italic' }}>NULL</span>;
  if (typeof valueFormatted === 'string') return <>{valueFormatted}</>;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (!isJsonCell(value)) return <>{text}</>;
  return (
    <button
      type="button"
      title={t('Cell content')}
      onClick={() => onOpenJson(value)}
      style={{ border: 0, background: 'none', padding: 0, color: '#1e70bf', cursor: 'pointer', font: 'inherit', textAlign: 'start' }}
    >
      {text}
    </button>
  );
}
