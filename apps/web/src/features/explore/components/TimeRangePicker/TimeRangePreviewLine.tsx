import { t } from '../../../../i18n';
import { useTimeRangePreview } from './useTimeRangePreview';

/** What the server makes of the range right now (`since ≤ col < until`), or why it cannot read it. */
export function TimeRangePreviewLine({ timeRange }: { timeRange: string }) {
  const preview = useTimeRangePreview(timeRange);
  return (
    <div role="status" aria-label={t('Actual time range')} style={{ marginTop: '0.6em' }}>
      <div className="ui tiny grey sub header">{t('Actual time range')}</div>
      {preview.status === 'resolved' && <div>{preview.text}</div>}
      {preview.status === 'failed' && (
        <div className="ui basic red pointing label" role="alert">
          {preview.error}
        </div>
      )}
    </div>
  );
}
