import type { HomeSectionId } from '../../routing';
import { t } from '../../i18n';

export function homeSectionTitle(id: HomeSectionId): string {
  switch (id) {
    case 'recents':
      return t('Recents');
    case 'dashboards':
      return t('Dashboards');
    case 'charts':
      return t('Charts');
    case 'savedQueries':
      return t('Saved queries');
  }
}
