import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Button, Checkbox, Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { reportFormProblems, type ReportFormValues } from '../../report-form';
import { reportModalClosed, reportSaveRequested, selectReportModal, type StateWithReportModal } from '../../report-modal.slice';
import { toReportPayload } from '../../report-payload';
import { ContentFields } from '../ContentFields/ContentFields';
import { describedBy, FieldProblem } from '../FieldProblem/FieldProblem';
import { OwnersField } from '../OwnersField/OwnersField';
import { RecipientsField } from '../RecipientsField/RecipientsField';
import { ScheduleFields } from '../ScheduleFields/ScheduleFields';
import { ScheduleSettingsFields } from '../ScheduleSettingsFields/ScheduleSettingsFields';

// The SQL editor of alerts is heavy; reports set up from a dashboard or chart never load it.
const AlertConditionFields = lazy(async () => ({
  default: (await import('../AlertConditionFields/AlertConditionFields')).AlertConditionFields,
}));

function modalTitle(type: string, editing: boolean, fromHeader: boolean): string {
  if (type === 'Alert') return editing ? t('Edit alert') : t('Add alert');
  if (fromHeader) return editing ? t('Edit email report') : t('Schedule a new email report');
  return editing ? t('Edit report') : t('Add report');
}

/**
 * Creates or edits a report or an alert: name and description, (alerts) the query and its condition,
 * what is sent and in which format, the schedule, the recipients and the run settings. Problems show
 * once Save was tried; the server's refusal stays in the modal. From a dashboard's or chart's header the
 * report is bound to it, so only the list offers choosing what is sent and switching it on or off.
 */
export function ReportModal({ variant }: { variant: 'list' | 'header' }) {
  const id = useId();
  const dispatch = usePageDispatch();
  const modal = usePageSelector((state: StateWithReportModal) => selectReportModal(state));
  const [values, setValues] = useState<ReportFormValues | null>(null);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    setValues(modal.initial);
    setSubmitted(false);
  }, [modal.initial]);

  const close = () => dispatch(reportModalClosed());
  const editing = modal.editingId !== null;
  const fromHeader = variant === 'header';
  const title = modalTitle(modal.type, editing, fromHeader);
  const problems = values ? reportFormProblems(values) : {};
  const shown = submitted ? problems : {};
  const change = useCallback(
    (patch: Partial<ReportFormValues>) => setValues((current) => (current ? { ...current, ...patch } : current)),
    [],
  );
  const save = () => {
    setSubmitted(true);
    if (values && Object.keys(problems).length === 0) dispatch(reportSaveRequested(toReportPayload(values)));
  };

  return (
    <Modal open={modal.open} onClose={close} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content scrolling>
        {values === null ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form onSubmit={save}>
            <Form.Field required error={Boolean(shown.name)}>
              <label htmlFor={`${id}-name`}>{modal.type === 'Alert' ? t('Alert name') : t('Report name')}</label>
              <input
                id={`${id}-name`}
                value={values.name}
                onChange={(event) => change({ name: event.target.value })}
                {...describedBy(`${id}-name-problem`, shown.name)}
              />
              <FieldProblem id={`${id}-name-problem`} problem={shown.name} />
            </Form.Field>
            <Form.Field>
              <label htmlFor={`${id}-description`}>{t('Description')}</label>
              <textarea
                id={`${id}-description`}
                rows={2}
                value={values.description}
                onChange={(event) => change({ description: event.target.value })}
              />
            </Form.Field>
            {!fromHeader && <OwnersField owners={values.owners} onChange={(owners) => change({ owners })} />}
            {!fromHeader && (
              <Form.Field>
                <Checkbox
                  toggle
                  label={t('Active')}
                  checked={values.active}
                  onChange={(_event, data) => change({ active: Boolean(data.checked) })}
                />
              </Form.Field>
            )}
            {values.type === 'Alert' && (
              <Suspense fallback={<Loader active inline="centered" />}>
                <AlertConditionFields values={values} problems={shown} databaseLabel={modal.labels.database} onChange={change} />
              </Suspense>
            )}
            <ContentFields values={values} problems={shown} labels={modal.labels} chooseObject={!fromHeader} onChange={change} />
            <ScheduleFields crontab={values.crontab} timezone={values.timezone} timezoneProblem={shown.timezone} onChange={change} />
            <RecipientsField value={values.recipients} problem={shown.recipients} onChange={(recipients) => change({ recipients })} />
            <ScheduleSettingsFields values={values} problems={shown} onChange={change} />
            {modal.saveError && <Message negative size="small" header={t('Could not save')} content={modal.saveError.message} />}
            <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
          </Form>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('Cancel')} onClick={close} />
        <Button
          type="button"
          primary
          content={editing ? t('Save') : t('Add')}
          loading={modal.saving}
          disabled={modal.saving || values === null}
          onClick={save}
        />
      </Modal.Actions>
    </Modal>
  );
}
