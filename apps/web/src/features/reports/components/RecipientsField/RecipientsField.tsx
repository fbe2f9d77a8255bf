import { useId } from 'react';
import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ReportFormProblems } from '../../report-form';
import { describedBy, FieldProblem } from '../FieldProblem/FieldProblem';

interface RecipientsFieldProps {
  value: string;
  problem: ReportFormProblems['recipients'];
  onChange: (recipients: string) => void;
}

/** The email addresses the report goes to. */
export function RecipientsField({ value, problem, onChange }: RecipientsFieldProps) {
  const id = useId();
  return (
    <>
      <h4 className="ui header">{t('Notification method')}</h4>
      <Form.Field required error={Boolean(problem)}>
        <label htmlFor={`${id}-recipients`}>{t('Email recipients')}</label>
        <textarea
          id={`${id}-recipients`}
          rows={2}
          value={value}
          placeholder={t('Separate addresses with commas')}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(`${id}-problem`, problem)}
        />
        <FieldProblem id={`${id}-problem`} problem={problem} />
      </Form.Field>
    </>
  );
}
