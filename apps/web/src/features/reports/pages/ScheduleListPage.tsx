import { useMemo } from 'react';
import { PageStoreProvider } from '../../resource-list';
import { ScheduleList } from '../components/ScheduleList/ScheduleList';
import type { ScheduleType } from '../report-form';
import { scheduleListStoreOptions } from '../report-stores';

/** Each tab is its own page with its own store: switching tabs starts the other list afresh. */
function ScheduleListPage({ type }: { type: ScheduleType }) {
  const options = useMemo(() => scheduleListStoreOptions(type), [type]);
  return (
    <PageStoreProvider options={options}>
      <ScheduleList type={type} />
    </PageStoreProvider>
  );
}

/** `/alert/list/` */
export function AlertListPage() {
  return <ScheduleListPage type="Alert" />;
}

/** `/report/list/` */
export function ReportListPage() {
  return <ScheduleListPage type="Report" />;
}
