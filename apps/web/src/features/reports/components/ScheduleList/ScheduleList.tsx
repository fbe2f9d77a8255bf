import type { ReportListRow } from '@tessera/contracts/web';
import { ListView } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectCurrentUser } from '../../../auth';
import {
  ConfirmDeleteModal,
  ListPageHeader,
  selectListCan,
  usePageDispatch,
  usePageSelector,
  useResourceList,
} from '../../../resource-list';
import { activeToggleRequested, scheduleDeleteRequested } from '../../report-actions.slice';
import { emptyReportForm, type ScheduleType } from '../../report-form';
import { reportModalOpened } from '../../report-modal.slice';
import { executionLogPath } from '../../report-paths';
import { scheduleColumns, scheduleFilters, scheduleNouns } from '../../reports.columns';
import { ReportModal } from '../ReportModal/ReportModal';
import { ScheduleTabs } from '../ScheduleTabs/ScheduleTabs';

const rowName = (row: ReportListRow) => row.name;
const INITIAL_SORT = [{ id: 'name', desc: false }];

/** One tab of Alerts & Reports: the list with its filters, the active toggle, edit, delete and the log. */
export function ScheduleList({ type }: { type: ScheduleType }) {
  const list = useResourceList<ReportListRow>();
  const dispatch = usePageDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectCurrentUser);
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [pendingDelete, setPendingDelete] = useState<readonly ReportListRow[] | null>(null);
  const nouns = scheduleNouns(type);
  const add = () => dispatch(reportModalOpened({ type, id: null, initial: { ...emptyReportForm(type), recipients: user?.email ?? '' } }));

  const columns = scheduleColumns({
    onToggleActive: canWrite ? (row, active) => dispatch(activeToggleRequested({ id: row.id, active })) : undefined,
    onEdit: canWrite ? (row) => dispatch(reportModalOpened({ type, id: row.id })) : undefined,
    onDelete: canWrite ? (row) => setPendingDelete([row]) : undefined,
    onShowLog: (row) => navigate(executionLogPath(type, row.id)),
  });
  const filters = useMemo(scheduleFilters, []);

  return (
    <>
      <ListPageHeader title={t('Alerts & Reports')}>
        {canWrite && (
          <Button type="button" primary onClick={add}>
            {nouns.add}
          </Button>
        )}
      </ListPageHeader>
      <ScheduleTabs active={type} />
      <ListView<ReportListRow>
        columns={columns}
        data={list.rows}
        count={list.count}
        loading={list.loading}
        fetchData={list.fetchData}
        refreshData={list.refresh}
        filters={filters}
        initialSort={INITIAL_SORT}
        getRowLabel={rowName}
        addButton={canWrite ? { label: nouns.add, onClick: add } : undefined}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={rowName}
        plural={nouns.plural}
        onConfirm={(rows) => rows.forEach((row) => dispatch(scheduleDeleteRequested({ id: row.id, name: row.name })))}
        onHide={() => setPendingDelete(null)}
      />
      <ReportModal variant="list" />
    </>
  );
}
