import { Link } from 'react-router-dom';
import { Header, Icon, Segment } from 'semantic-ui-react';
import { PATHS } from '../../../routing';
import { t } from '../../../i18n';

export function NotFoundPage() {
  return (
    <Segment placeholder textAlign="center">
      <Header as="h1" icon>
        <Icon name="compass outline" />
        {t('Page not found')}
      </Header>
      <Link to={PATHS.home}>{t('Back to home')}</Link>
    </Segment>
  );
}
