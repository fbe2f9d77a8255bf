import { Icon } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import type { ViewMode } from './list-view.types';

export interface ViewModeToggleProps {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
  t: TranslateFn;
}

/** Card / table switch; the active one is pressed. */
export function ViewModeToggle({ mode, onChange, t }: ViewModeToggleProps) {
  const button = (value: ViewMode, icon: 'grid layout' | 'list', label: string) => (
    <button
      type="button"
      className={`ui icon button ${mode === value ? 'active' : ''}`}
      aria-label={label}
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
    >
      <Icon name={icon} aria-hidden="true" />
    </button>
  );
  return (
    <div className="ui basic small buttons" role="group" aria-label={t('View mode')}>
      {button('card', 'grid layout', t('Card view'))}
      {button('table', 'list', t('List view'))}
    </div>
  );
}
