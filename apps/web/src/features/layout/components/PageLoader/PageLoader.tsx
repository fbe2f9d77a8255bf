import { Loader } from 'semantic-ui-react';
import { t } from '../../../../i18n';

export function PageLoader() {
  return (
    <div style={{ padding: '4em 0' }}>
      <Loader active inline="centered" content={t('Loading...')} />
    </div>
  );
}
