import { useCallback, useRef } from 'react';
import type { SelectOption } from '../../types';
import type { SelectValue } from './select.types';

/**
 * Remembers the label of every option seen, so chosen values keep their text after a new search
 * replaces the loaded options.
 */
export function useLabelCache<V extends SelectValue>(options: readonly SelectOption<V>[], seed?: readonly SelectOption<V>[]) {
  const cache = useRef(new Map<SelectValue, string>());
  for (const option of seed ?? []) if (!cache.current.has(option.value)) cache.current.set(option.value, option.label);
  for (const option of options) cache.current.set(option.value, option.label);

  const remember = useCallback((option: SelectOption<V>) => {
    cache.current.set(option.value, option.label);
  }, []);
  const labelOf = useCallback((value: V) => cache.current.get(value) ?? String(value), []);
  return { remember, labelOf };
}
