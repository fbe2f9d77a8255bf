import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Message } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectIsAdmin } from '../../../auth';

/** Security pages are for administrators only (as in Superset); anyone else is told so and sees nothing of them. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const isAdmin = useSelector(selectIsAdmin);
  if (!isAdmin)
    return <Message negative role="alert" header={t('Access is Denied')} content={t('Only administrators may open this page.')} />;
  return <>{children}</>;
}
