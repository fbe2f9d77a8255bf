import { Loader } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';

export interface LoadingProps {
  /** `floating` centres over the parent (which should be positioned), `inline` flows with text. */
  position?: 'normal' | 'floating' | 'inline';
  /** Visible text under the spinner; the accessible name is 'Loading' either way. */
  text?: string;
  size?: 'mini' | 'tiny' | 'small' | 'medium' | 'large';
  t?: TranslateFn;
}

/** A busy spinner announced to assistive technology as a status. */
export function Loading({ position = 'normal', text, size = 'medium', t: tProp }: LoadingProps) {
  const t = useTranslate(tProp);
  const style =
    position === 'floating'
      ? ({ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' } as const)
      : position === 'normal'
        ? ({ display: 'flex', justifyContent: 'center', padding: '2em 0' } as const)
        : undefined;
  return (
    <div role="status" aria-label={t('Loading')} aria-live="polite" style={style}>
      <Loader active inline={position === 'inline' ? true : 'centered'} size={size} content={text} />
    </div>
  );
}
