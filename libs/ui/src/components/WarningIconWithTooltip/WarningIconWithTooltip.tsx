import { Icon } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { Tooltip } from '../Tooltip/Tooltip';

export interface WarningIconWithTooltipProps {
  /** The warning text (a column's or metric's `warning_markdown`), shown as plain text. */
  warningMarkdown: string;
  size?: 'small' | 'large';
  t?: TranslateFn;
}

/** An amber warning sign whose tooltip carries the warning text. */
export function WarningIconWithTooltip({ warningMarkdown, size = 'small', t: tProp }: WarningIconWithTooltipProps) {
  const t = useTranslate(tProp);
  return (
    <Tooltip content={<span style={{ whiteSpace: 'pre-line' }}>{warningMarkdown}</span>}>
      <span role="img" tabIndex={0} aria-label={t('Warning')} style={{ display: 'inline-block' }}>
        <Icon name="warning sign" color="orange" size={size === 'large' ? 'large' : undefined} fitted aria-hidden="true" />
      </span>
    </Tooltip>
  );
}
