import { useTranslate } from '../../i18n-context';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';

/** The chart's dataset is gone or unreadable. */
export function MissingDatasetPanel({ error, subtitle, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  return <ErrorAlert title={t('Missing dataset')} level={error.level} message={subtitle} description={error.message} t={t} />;
}
