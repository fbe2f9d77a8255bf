import { useTranslate } from '../../i18n-context';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';
import { issueCodesOf } from './error-panel.types';
import { IssueCodeList } from './IssueCodeList';

/** Any other error: 'Unexpected error' with the message, a 'Request Access' link when given, and issue codes. */
export function GenericErrorPanel({ error, subtitle, issueDocsUrl, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  const codes = issueCodesOf(error);
  const link = typeof error.extra?.link === 'string' ? error.extra.link : null;
  return (
    <ErrorAlert
      title={t('Unexpected error')}
      level={error.level}
      message={
        <>
          {subtitle && <div>{subtitle}</div>}
          {error.message}
        </>
      }
      description={
        link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('Request Access')}
          </a>
        )
      }
      details={codes.length > 0 ? <IssueCodeList codes={codes} docsUrl={issueDocsUrl} t={t} /> : null}
      t={t}
    />
  );
}
