import { ConfirmModal, MenuButton, type MenuItem } from '@tessera/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Button, Icon } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectCurrentUser, selectHasPermission } from '../../../auth';
import { PageStoreProvider, usePageDispatch, usePageSelector } from '../../../resource-list';
import { attachedReportRequested, selectAttachedReport, type AttachedReportState } from '../../attached-report.slice';
import { activeToggleRequested, scheduleDeleteRequested } from '../../report-actions.slice';
import { emptyReportForm } from '../../report-form';
import type { ContentKind } from '../../report-formats';
import { reportModalOpened } from '../../report-modal.slice';
import { headerReportStoreOptions } from '../../report-stores';
import { ReportModal } from '../ReportModal/ReportModal';

export interface ReportHeaderMenuProps {
  kind: ContentKind;
  /** The dashboard's or chart's id and name (the new report's default name). */
  id: number;
  name: string;
}

function HeaderMenu({ kind, id, name }: ReportHeaderMenuProps) {
  const dispatch = usePageDispatch();
  const user = useSelector(selectCurrentUser);
  const { status, report } = usePageSelector((state: { attachedReport: AttachedReportState }) => selectAttachedReport(state));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) dispatch(attachedReportRequested({ kind, id, userId }));
  }, [dispatch, kind, id, userId]);

  const setUp = () =>
    dispatch(reportModalOpened({ type: 'Report', id: null, initial: emptyReportForm('Report', { kind, id, name, email: user?.email }) }));
  const items = (): MenuItem[] =>
    report
      ? [
          {
            key: 'active',
            label: (
              <span>
                <Icon name={report.active ? 'check square outline' : 'square outline'} /> {t('Email reports active')}
              </span>
            ),
            onClick: () => dispatch(activeToggleRequested({ id: report.id, active: !report.active })),
          },
          { key: 'edit', label: t('Edit email report'), onClick: () => dispatch(reportModalOpened({ type: 'Report', id: report.id })) },
          { key: 'delete', label: t('Delete email report'), danger: true, onClick: () => setConfirmDelete(true) },
        ]
      : [];

  return (
    <>
      {report ? (
        <MenuButton
          label={t('Manage email report')}
          trigger={<Icon name="calendar check outline" fitted />}
          items={items}
          direction="left"
          className="ui basic small icon button"
        />
      ) : (
        <Button
          type="button"
          basic
          size="small"
          icon="calendar alternate outline"
          aria-label={t('Set up an email report')}
          title={t('Set up an email report')}
          disabled={status === 'loading' || status === 'idle'}
          onClick={setUp}
        />
      )}
      <ReportModal variant="header" />
      <ConfirmModal
        open={confirmDelete && report !== null}
        title={t('Delete email report')}
        body={t('This action will permanently delete %s.', report?.name ?? '')}
        confirmLabel={t('Delete')}
        danger
        onConfirm={() => {
          if (report) dispatch(scheduleDeleteRequested({ id: report.id, name: report.name }));
          setConfirmDelete(false);
        }}
        onCancel={() => setConfirmDelete(false)}
        t={t}
      />
    </>
  );
}

/**
 * The email report menu of a dashboard's or chart's header: 'Set up an email report' until the user has
 * one here, then turning it on or off, editing and deleting it. Shown to users who may write reports.
 */
export function ReportHeaderMenu(props: ReportHeaderMenuProps) {
  const canWrite = useSelector(selectHasPermission('can_write', 'ReportSchedule'));
  const options = useMemo(headerReportStoreOptions, []);
  if (!canWrite) return null;
  return (
    <PageStoreProvider options={options}>
      <HeaderMenu {...props} />
    </PageStoreProvider>
  );
}
