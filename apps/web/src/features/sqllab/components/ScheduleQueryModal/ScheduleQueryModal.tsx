import { useEffect, useId, useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import { CronPicker } from '@tessera/ui';
import { cronInWords, t } from '../../../../i18n';
import type { ScheduleInfo } from '../../sqllab.types';
import { scheduleInfoOf, scheduleProblems, type ScheduleForm } from './schedule-info';

export interface ScheduleQueryModalProps {
  open: boolean;
  defaultLabel: string;
  saving: boolean;
  onSchedule: (label: string, description: string, info: ScheduleInfo) => void;
  onCancel: () => void;
}

/** Every day at midnight, the schedule a new form starts with. */
const DEFAULT_SCHEDULE = '0 0 * * *';

const emptyForm = (label: string): ScheduleForm => ({
  label,
  description: '',
  schedule: DEFAULT_SCHEDULE,
  startDate: '',
  endDate: '',
  outputTable: '',
});

/** 'Schedule query': the tab's SQL saved with when to run it (cron), from and until when, and where the rows go. */
export function ScheduleQueryModal({ open, defaultLabel, saving, onSchedule, onCancel }: ScheduleQueryModalProps) {
  const id = useId();
  const [form, setForm] = useState<ScheduleForm>(() => emptyForm(defaultLabel));
  // Problems show once the user tried to submit, not while the form is still being filled in.
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!open) return;
    setForm(emptyForm(defaultLabel));
    setSubmitted(false);
  }, [open]);
  const set = (field: keyof ScheduleForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const problems = scheduleProblems(form);
  const shown = submitted ? problems : {};
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(problems).length === 0) onSchedule(form.label.trim(), form.description, scheduleInfoOf(form));
  };
  const problemText = (field: keyof ScheduleForm) =>
    shown[field] ? (
      <div id={`${id}-${field}-problem`} role="alert" className="ui pointing red basic label">
        {t(shown[field] as string)}
      </div>
    ) : null;
  const described = (field: keyof ScheduleForm) =>
    shown[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {};
  return (
    <Modal open={open} onClose={onCancel} size="small" role="dialog" aria-label={t('Schedule query')}>
      <Modal.Header>{t('Schedule query')}</Modal.Header>
      <Modal.Content>
        <Form onSubmit={submit}>
          <Form.Field required error={Boolean(shown.label)}>
            <label htmlFor={`${id}-label`}>{t('Name')}</label>
            <input id={`${id}-label`} value={form.label} onChange={set('label')} {...described('label')} />
            {problemText('label')}
          </Form.Field>
          <Form.Field>
            <label htmlFor={`${id}-description`}>{t('Description')}</label>
            <textarea id={`${id}-description`} rows={2} value={form.description} onChange={set('description')} />
          </Form.Field>
          <CronPicker
            value={form.schedule}
            onChange={(schedule) => setForm((current) => ({ ...current, schedule }))}
            t={t}
            describe={cronInWords}
          />
          <Form.Group widths="equal">
            <Form.Field required error={Boolean(shown.startDate)}>
              <label htmlFor={`${id}-start`}>{t('Start date')}</label>
              <input id={`${id}-start`} type="date" value={form.startDate} onChange={set('startDate')} {...described('startDate')} />
              {problemText('startDate')}
            </Form.Field>
            <Form.Field error={Boolean(shown.endDate)}>
              <label htmlFor={`${id}-end`}>{t('End date')}</label>
              <input id={`${id}-end`} type="date" value={form.endDate} onChange={set('endDate')} {...described('endDate')} />
              {problemText('endDate')}
            </Form.Field>
          </Form.Group>
          <Form.Field>
            <label htmlFor={`${id}-output`}>{t('Output table name')}</label>
            <input id={`${id}-output`} value={form.outputTable} onChange={set('outputTable')} />
          </Form.Field>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('Cancel')} onClick={onCancel} />
        <Button type="button" primary content={t('Schedule')} loading={saving} disabled={saving} onClick={submit} />
      </Modal.Actions>
    </Modal>
  );
}
