import { Modal } from 'semantic-ui-react';
import { format } from 'sql-formatter';
import { CopyToClipboard, ErrorAlert, Loading } from '@tessera/ui';
import type { QueryFormData } from '@tessera/viz';
import { t } from '../../i18n';
import { fetchChartQuery } from './chart-actions.api';
import { useRequest } from './use-request';

/** Indents the SQL for reading; a statement the formatter cannot parse is shown as the server wrote it. */
export function formatChartSql(sql: string): string {
  try {
    return format(sql, { language: 'sql' });
  } catch {
    return sql;
  }
}

export interface ViewQueryModalProps {
  formData: QueryFormData;
  onClose: () => void;
}

/** 'View query': the SQL the chart runs, formatted, with a copy button. */
export function ViewQueryModal({ formData, onClose }: ViewQueryModalProps) {
  const request = useRequest(() => fetchChartQuery(formData), [formData]);
  const sql = request.status === 'done' ? request.value.map(formatChartSql).join('\n\n') : '';
  return (
    <Modal open onClose={onClose} closeIcon size="large" role="dialog" aria-label={t('View query')}>
      <Modal.Header>{t('View query')}</Modal.Header>
      <Modal.Content scrolling>
        {request.status === 'loading' && <Loading text={t('Loading...')} t={t} />}
        {request.status === 'failed' && <ErrorAlert message={request.message} t={t} />}
        {request.status === 'done' && (
          <>
            <CopyToClipboard text={sql} label={t('Copy')} successText={t('Copied to clipboard!')} t={t} />
            <pre aria-label={t('Query')} style={{ whiteSpace: 'pre-wrap', background: '#f7f7f7', padding: '1em', marginTop: '0.5em' }}>
              {sql}
            </pre>
          </>
        )}
      </Modal.Content>
    </Modal>
  );
}
