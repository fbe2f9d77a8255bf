import { Label } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import type { SelectOption } from '../../types';
import type { SelectValue } from './select.types';

export interface SelectTagsProps<V extends SelectValue> {
  selected: readonly SelectOption<V>[];
  maxTagCount: number;
  disabled?: boolean;
  onRemove: (value: V) => void;
  t: TranslateFn;
}

/** The chosen values of a multi select: the first `maxTagCount` as removable tags, the rest as '+N'. */
export function SelectTags<V extends SelectValue>({ selected, maxTagCount, disabled, onRemove, t }: SelectTagsProps<V>) {
  const shown = selected.slice(0, maxTagCount);
  const hidden = selected.slice(maxTagCount);
  return (
    <>
      {shown.map((option) => (
        <Label key={String(option.value)} size="small" style={{ margin: '0.1em 0.3em 0.1em 0' }}>
          {option.label}
          {!disabled && (
            <button
              type="button"
              aria-label={t('Remove %s', option.label)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onRemove(option.value)}
              style={{ border: 0, background: 'none', padding: 0, marginInlineStart: '0.4em', cursor: 'pointer' }}
            >
              ×
            </button>
          )}
        </Label>
      ))}
      {hidden.length > 0 && (
        <Label size="small" basic title={hidden.map((option) => option.label).join(', ')} style={{ margin: '0.1em 0.3em 0.1em 0' }}>
          {`+${hidden.length}`}
        </Label>
      )}
    </>
  );
}
