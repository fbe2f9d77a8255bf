import { Header, Icon, Segment } from 'semantic-ui-react';
import { t } from '../../../../i18n';

export function HomeEmptyState() {
  return (
    <Segment placeholder textAlign="center">
      <Header as="h2" icon>
        <Icon name="folder open outline" />
        {t('No Data')}
        <Header.Subheader>{t('There is currently no information to display.')}</Header.Subheader>
      </Header>
    </Segment>
  );
}
