import type { KeyboardEvent } from 'react';
import { useEffect, useState } from 'react';
import { Input } from 'semantic-ui-react';
import { FILTER_FIELD_INPUT_STYLE } from './filter-field-style';
import type { SearchFilterConfig } from './list-view.types';

export interface SearchFilterProps {
  config: SearchFilterConfig;
  value: string;
  onSubmit: (value: string) => void;
}

/** Free text search: submits the trimmed text on Enter or when leaving the field; clearing submits at once. */
export function SearchFilter({ config, value, onSubmit }: SearchFilterProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = () => {
    const trimmed = text.trim();
    if (trimmed !== value) onSubmit(trimmed);
  };

  return (
    <Input
      icon="search"
      iconPosition="left"
      placeholder={config.placeholder ?? config.label}
      input={{ 'aria-label': config.label, type: 'search', style: FILTER_FIELD_INPUT_STYLE }}
      value={text}
      onChange={(_, data) => {
        const next = String(data.value ?? '');
        setText(next);
        if (next === '' && value !== '') onSubmit('');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') submit();
      }}
      onBlur={submit}
    />
  );
}
