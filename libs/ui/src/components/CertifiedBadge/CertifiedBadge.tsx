import { Icon } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { Tooltip } from '../Tooltip/Tooltip';

export interface CertifiedBadgeProps {
  certifiedBy?: string | null;
  details?: string | null;
  size?: 'small' | 'large';
  t?: TranslateFn;
}

/** A certificate icon whose tooltip names the certifier ('Certified by %s') and the details. */
export function CertifiedBadge({ certifiedBy, details, size = 'small', t: tProp }: CertifiedBadgeProps) {
  const t = useTranslate(tProp);
  const content = (
    <>
      <div>{certifiedBy ? t('Certified by %s', certifiedBy) : t('Certified')}</div>
      {details && <div>{details}</div>}
    </>
  );
  return (
    <Tooltip content={content}>
      <span role="img" tabIndex={0} aria-label={t('Certified')} style={{ display: 'inline-block' }}>
        <Icon name="certificate" color="blue" size={size === 'large' ? 'large' : undefined} fitted aria-hidden="true" />
      </span>
    </Tooltip>
  );
}
