import { useTranslate } from '../../i18n-context';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';

const asPosition = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** The failing SQL line and a caret under the failing column (both 1-based), when known. */
export function sqlErrorLocation(sql: unknown, line: unknown, column: unknown): { text: string; caret: string | null } | null {
  if (typeof sql !== 'string' || sql === '') return null;
  const lines = sql.split('\n');
  const lineNumber = asPosition(line);
  const text = lineNumber !== null ? lines[lineNumber - 1] : lines[0];
  if (text === undefined) return null;
  const columnNumber = asPosition(column);
  return { text, caret: columnNumber !== null ? `${' '.repeat(columnNumber - 1)}^` : null };
}

/** 'Unable to parse SQL': the message, then the failing line with a caret from `extra.line`/`extra.column`. */
export function SqlParseErrorPanel({ error, subtitle, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  const location = sqlErrorLocation(error.extra?.sql, error.extra?.line, error.extra?.column);
  return (
    <ErrorAlert
      title={t('Unable to parse SQL')}
      level={error.level}
      message={
        <>
          {subtitle && <div>{subtitle}</div>}
          {error.message}
        </>
      }
      description={
        location && (
          <pre aria-label={t('Failing SQL')} style={{ fontFamily: 'monospace', margin: 0, whiteSpace: 'pre' }}>
            {location.text}
            {location.caret !== null && `\n${location.caret}`}
          </pre>
        )
      }
      t={t}
    />
  );
}
