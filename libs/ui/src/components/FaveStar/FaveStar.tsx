import { Icon } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { Tooltip } from '../Tooltip/Tooltip';

export interface FaveStarProps<Id = number> {
  itemId: Id;
  isStarred: boolean;
  /** Called with the item and the state it should move to. */
  onToggle: (itemId: Id, starred: boolean) => void;
  showTooltip?: boolean;
  disabled?: boolean;
  t?: TranslateFn;
}

/** The favourite star: a toggle button whose pressed state is the favourite status. */
export function FaveStar<Id = number>({ itemId, isStarred, onToggle, showTooltip = false, disabled, t: tProp }: FaveStarProps<Id>) {
  const t = useTranslate(tProp);
  const label = isStarred ? t('Unfavorite') : t('Favorite');
  const button = (
    <button
      type="button"
      className="ui basic icon button"
      style={{ boxShadow: 'none', padding: '0.3em', background: 'transparent' }}
      aria-label={label}
      aria-pressed={isStarred}
      disabled={disabled}
      onClick={(event) => {
        // Stars sit inside clickable cards and rows; starring must not open the item.
        event.stopPropagation();
        onToggle(itemId, !isStarred);
      }}
    >
      <Icon name={isStarred ? 'star' : 'star outline'} color={isStarred ? 'yellow' : 'grey'} fitted aria-hidden="true" />
    </button>
  );
  return showTooltip ? <Tooltip content={isStarred ? t('Click to unfavorite') : t('Click to favorite')}>{button}</Tooltip> : button;
}
