import { Label } from 'semantic-ui-react';
import { t } from '../../../../i18n';

export interface PublishedLabelProps {
  published: boolean;
  /** Given to owners: clicking the badge flips the status. */
  onToggle?: () => void;
}

/** The status badge: Published or Draft; a button for those who may change it. */
export function PublishedLabel({ published, onToggle }: PublishedLabelProps) {
  const text = published ? t('Published') : t('Draft');
  const look = { size: 'small', color: published ? 'green' : undefined, basic: !published } as const;
  if (!onToggle) return <Label {...look}>{text}</Label>;
  return (
    <Label
      {...look}
      as="button"
      type="button"
      onClick={onToggle}
      style={{ cursor: 'pointer' }}
      title={published ? t('Click to make this dashboard a draft') : t('Click to publish this dashboard')}
    >
      {text}
    </Label>
  );
}
