import { useTranslate } from '../../i18n-context';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';
import { issueCodesOf } from './error-panel.types';
import { IssueCodeList } from './IssueCodeList';

/** `field.path: message` lines from a nested field → messages map (Marshmallow's `messages`). */
export function fieldMessages(messages: unknown, path: string[] = []): string[] {
  if (typeof messages === 'string') return [path.length > 0 ? `${path.join('.')}: ${messages}` : messages];
  if (Array.isArray(messages)) return messages.flatMap((message) => fieldMessages(message, path));
  if (messages && typeof messages === 'object') {
    return Object.entries(messages).flatMap(([key, value]) => fieldMessages(value, key === '_schema' ? path : [...path, key]));
  }
  return [];
}

/** A request body the server rejected: one line per failing field, the raw messages as details. */
export function InvalidPayloadErrorPanel({ error, subtitle, issueDocsUrl, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  const raw = error.extra?.messages ?? error.extra?.fields;
  const lines = fieldMessages(raw);
  const codes = issueCodesOf(error);
  return (
    <ErrorAlert
      title={error.message}
      level={error.level}
      message={subtitle}
      description={
        lines.length > 0 && (
          <ul aria-label={t('Invalid fields')} style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )
      }
      details={
        raw !== undefined || codes.length > 0 ? (
          <>
            {raw !== undefined && <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(raw, null, 2)}</pre>}
            <IssueCodeList codes={codes} docsUrl={issueDocsUrl} t={t} />
          </>
        ) : null
      }
      t={t}
    />
  );
}
