import { useTranslate } from '../../i18n-context';
import { ChartOwners } from './ChartOwners';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';
import { isVisualization, issueCodesOf, stringListOf } from './error-panel.types';
import { IssueCodeList } from './IssueCodeList';

/**
 * A database engine error: titled '%s Error' with the engine name, the first message line as the
 * message, the rest as description, and the issue codes (plus chart owners) as details.
 */
export function DatabaseErrorPanel({ error, source, subtitle, issueDocsUrl, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  const engine = typeof error.extra?.engine_name === 'string' && error.extra.engine_name ? error.extra.engine_name : t('DB engine');
  const [firstLine, ...rest] = error.message.split('\n');
  const codes = issueCodesOf(error);
  const owners = isVisualization(source) ? stringListOf(error.extra, 'owners') : [];
  const showIssues = error.extra?.show_issue_info !== false && codes.length > 0;
  const details =
    showIssues || owners.length > 0 ? (
      <>
        {showIssues && <IssueCodeList codes={codes} docsUrl={issueDocsUrl} t={t} />}
        <ChartOwners owners={owners} t={t} />
      </>
    ) : null;
  return (
    <ErrorAlert
      title={t('%s Error', engine)}
      level={error.level}
      message={
        <>
          {subtitle && <div>{subtitle}</div>}
          {firstLine}
        </>
      }
      description={rest.length > 0 ? <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{rest.join('\n')}</pre> : null}
      details={details}
      t={t}
    />
  );
}
