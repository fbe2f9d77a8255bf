import { useTranslate } from '../../i18n-context';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';

/** The request never got an answer. */
export function NetworkErrorPanel({ error, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  return <ErrorAlert title={t('Network Error')} level={error.level} message={error.message} t={t} />;
}
