import type { ReportLogView } from '@tessera/contracts/web';
import { ListView, type ListViewColumn } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { Label } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ListPageHeader, usePageSelector, useResourceList } from '../../../resource-list';
import { selectLogSchedule, type LogScheduleState } from '../../log-schedule.slice';
import type { ScheduleType } from '../../report-form';
import { scheduleListPath } from '../../report-paths';
import { formatUtc, STATE_COLORS } from '../../report-states';

/** How long a run took, in seconds; '' while it works. */
function duration(row: ReportLogView): string {
  if (!row.start_dttm || !row.end_dttm) return '';
  const seconds = (new Date(row.end_dttm).getTime() - new Date(row.start_dttm).getTime()) / 1000;
  return Number.isFinite(seconds) ? t('%s s', seconds.toFixed(1)) : '';
}

const logColumns = (): ListViewColumn<ReportLogView>[] => [
  {
    id: 'state',
    header: t('State'),
    sortable: true,
    cell: (row) => <Label size="small" color={STATE_COLORS[row.state]} content={t(row.state)} />,
  },
  { id: 'scheduled_dttm', header: t('Scheduled at (UTC)'), sortable: true, accessor: (row) => formatUtc(row.scheduled_dttm) },
  { id: 'start_dttm', header: t('Start at (UTC)'), sortable: true, accessor: (row) => formatUtc(row.start_dttm) },
  { id: 'duration', header: t('Duration'), accessor: duration },
  { id: 'value', header: t('Value'), accessor: (row) => (row.value === null || row.value === undefined ? '' : String(row.value)) },
  { id: 'error_message', header: t('Error message'), accessor: (row) => row.error_message ?? '' },
];

/** Every run of one report or alert: when it was due, when it ran, how it ended, and why it failed. */
export function ExecutionLog({ type }: { type: ScheduleType }) {
  const list = useResourceList<ReportLogView>();
  const schedule = usePageSelector((state: { logSchedule: LogScheduleState }) => selectLogSchedule(state));
  return (
    <>
      <ListPageHeader title={schedule.name ? t('Execution log: %s', schedule.name) : t('Execution log')}>
        <Link to={scheduleListPath(type)}>{type === 'Alert' ? t('Back to all alerts') : t('Back to all reports')}</Link>
      </ListPageHeader>
      <ListView<ReportLogView>
        columns={logColumns()}
        data={list.rows}
        count={list.count}
        loading={list.loading}
        fetchData={list.fetchData}
        refreshData={list.refresh}
        initialSort={[{ id: 'start_dttm', desc: true }]}
        emptyState={{ title: t('No runs yet'), description: t('This schedule has not run yet. Its runs appear here once it does.') }}
        getRowLabel={(row) => row.scheduled_dttm}
        t={t}
      />
    </>
  );
}
