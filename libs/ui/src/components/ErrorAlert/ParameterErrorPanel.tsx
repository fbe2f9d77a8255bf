import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { suggestNames } from '../../utils/edit-distance';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';
import { issueCodesOf, stringListOf } from './error-panel.types';
import { IssueCodeList } from './IssueCodeList';

/** Suggestions further than this many edits away are not offered. */
export const MAX_SUGGESTION_DISTANCE = 2;

/** `"a" instead of "x"?` or `"a", "b" or "c" instead of "x"?`. */
export function suggestionText(unknown: string, candidates: readonly string[], t: TranslateFn): string {
  const quoted = candidates.map((candidate) => `"${candidate}"`);
  if (quoted.length === 1) return t('%s instead of "%s"?', quoted[0], unknown);
  return t('%s or %s instead of "%s"?', quoted.slice(0, -1).join(', '), quoted[quoted.length - 1], unknown);
}

/** 'Parameter error': undefined template parameters, with 'Did you mean' suggestions among the defined ones. */
export function ParameterErrorPanel({ error, subtitle, issueDocsUrl, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  const params = error.extra?.template_parameters;
  const defined = params && typeof params === 'object' ? Object.keys(params) : [];
  const suggestions = Object.entries(suggestNames(stringListOf(error.extra, 'undefined_parameters'), defined, MAX_SUGGESTION_DISTANCE));
  const codes = issueCodesOf(error);
  const details =
    suggestions.length > 0 || codes.length > 0 ? (
      <>
        {suggestions.length > 0 && (
          <div style={{ marginBottom: '0.5em' }}>
            <p style={{ marginBottom: '0.3em' }}>{t('Did you mean:')}</p>
            <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
              {suggestions.map(([unknown, candidates]) => (
                <li key={unknown}>{suggestionText(unknown, candidates, t)}</li>
              ))}
            </ul>
          </div>
        )}
        <IssueCodeList
          codes={codes}
          intro={codes.length === 1 ? t('This was triggered by:') : t('This may be triggered by:')}
          docsUrl={issueDocsUrl}
          t={t}
        />
      </>
    ) : null;
  return (
    <ErrorAlert title={t('Parameter error')} level={error.level} message={error.message} description={subtitle} details={details} t={t} />
  );
}
