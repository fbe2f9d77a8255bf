import { Label } from 'semantic-ui-react';
import { t } from '../../../../i18n';

/** The status badge: Published or Draft. */
export function PublishedLabel({ published }: { published: boolean }) {
  return (
    <Label size="small" color={published ? 'green' : undefined} basic={!published}>
      {published ? t('Published') : t('Draft')}
    </Label>
  );
}
