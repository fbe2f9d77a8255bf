import { Dropdown } from 'semantic-ui-react';
import { t } from '../../../i18n';
import { BACKGROUND_TRANSPARENT, BACKGROUND_WHITE } from '../layout/layout.constants';

export interface BackgroundStyleDropdownProps {
  /** The component's `meta.background`; anything but white reads as transparent, as the view draws it. */
  value: unknown;
  onChange: (background: string) => void;
}

/** Picks a row's or column's background style: transparent or solid (white). */
export function BackgroundStyleDropdown({ value, onChange }: BackgroundStyleDropdownProps) {
  const options = [
    { key: BACKGROUND_TRANSPARENT, value: BACKGROUND_TRANSPARENT, text: t('Transparent') },
    { key: BACKGROUND_WHITE, value: BACKGROUND_WHITE, text: t('Solid') },
  ];
  const current = value === BACKGROUND_WHITE ? BACKGROUND_WHITE : BACKGROUND_TRANSPARENT;
  return (
    <Dropdown
      aria-label={t('Background style')}
      title={t('Background style')}
      button
      basic
      className="mini"
      style={{ margin: 0, padding: '4px 8px' }}
      options={options}
      value={current}
      onChange={(_event, data) => {
        if (data.value !== current) onChange(String(data.value));
      }}
    />
  );
}
