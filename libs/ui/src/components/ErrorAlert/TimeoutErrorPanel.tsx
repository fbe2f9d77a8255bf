import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { ChartOwners } from './ChartOwners';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps, ErrorSource } from './error-panel.types';
import { isVisualization, issueCodesOf, stringListOf } from './error-panel.types';
import { IssueCodeList } from './IssueCodeList';

/** 'We’re having trouble loading …. Queries are set to timeout after N second(s).' */
export function timeoutText(seconds: number, source: ErrorSource | undefined, t: TranslateFn): string {
  const one = seconds === 1;
  if (isVisualization(source)) {
    return one
      ? t('We’re having trouble loading this visualization. Queries are set to timeout after %s second.', seconds)
      : t('We’re having trouble loading this visualization. Queries are set to timeout after %s seconds.', seconds);
  }
  return one
    ? t('We’re having trouble loading these results. Queries are set to timeout after %s second.', seconds)
    : t('We’re having trouble loading these results. Queries are set to timeout after %s seconds.', seconds);
}

/** 'Timeout error' saying after how many seconds queries time out (`extra.timeout`). */
export function TimeoutErrorPanel({ error, source, subtitle, issueDocsUrl, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  const seconds = typeof error.extra?.timeout === 'number' ? error.extra.timeout : null;
  const codes = issueCodesOf(error);
  const owners = isVisualization(source) ? stringListOf(error.extra, 'owners') : [];
  const details =
    codes.length > 0 || owners.length > 0 ? (
      <>
        <IssueCodeList codes={codes} docsUrl={issueDocsUrl} t={t} />
        <ChartOwners owners={owners} t={t} />
      </>
    ) : null;
  return (
    <ErrorAlert
      title={t('Timeout error')}
      level={error.level}
      message={seconds !== null ? timeoutText(seconds, source, t) : error.message}
      description={subtitle}
      details={details}
      t={t}
    />
  );
}
