import type { TranslateFn } from '../../i18n-context';
import type { IssueCodeEntry } from './error-panel.types';

/** Public documentation of Superset issue codes, which Tessera's codes follow one for one. */
export const ISSUE_CODE_DOCS_URL = 'https://superset.apache.org/docs/using-superset/issue-codes';

export interface IssueCodeListProps {
  codes: readonly IssueCodeEntry[];
  /** Defaults to 'This may be triggered by:'. */
  intro?: string;
  docsUrl?: string;
  t: TranslateFn;
}

/** 'Issue NNNN - message' per code, each linking to the code's documentation anchor. */
export function IssueCodeList({ codes, intro, docsUrl = ISSUE_CODE_DOCS_URL, t }: IssueCodeListProps) {
  if (codes.length === 0) return null;
  return (
    <div>
      <p style={{ marginBottom: '0.3em' }}>{intro ?? t('This may be triggered by:')}</p>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {codes.map(({ code, message }) => {
          const text = message.startsWith(`Issue ${code}`) ? message : `Issue ${code} - ${message}`;
          return (
            <li key={code}>
              <a href={`${docsUrl}#issue-${code}`} target="_blank" rel="noopener noreferrer">
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
