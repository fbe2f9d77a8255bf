import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { t } from '../../../i18n';
import { PageStoreProvider } from '../../resource-list';
import { ExecutionLog } from '../components/ExecutionLog/ExecutionLog';
import { executionLogStoreOptions } from '../execution-log.store';
import type { ScheduleType } from '../report-form';

function ExecutionLogPage({ type }: { type: ScheduleType }) {
  const scheduleId = Number(useParams().id);
  const options = useMemo(() => executionLogStoreOptions(scheduleId), [scheduleId]);
  if (!Number.isInteger(scheduleId) || scheduleId <= 0) return <p role="alert">{t('There is no such report.')}</p>;
  return (
    <PageStoreProvider key={scheduleId} options={options}>
      <ExecutionLog type={type} />
    </PageStoreProvider>
  );
}

/** `/alert/:id/log/` */
export function AlertLogPage() {
  return <ExecutionLogPage type="Alert" />;
}

/** `/report/:id/log/` */
export function ReportLogPage() {
  return <ExecutionLogPage type="Report" />;
}
