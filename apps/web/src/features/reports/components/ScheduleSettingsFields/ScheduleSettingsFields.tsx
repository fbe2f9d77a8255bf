import { useId } from 'react';
import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ReportFormProblems, ReportFormValues } from '../../report-form';
import { describedBy, FieldProblem } from '../FieldProblem/FieldProblem';

type SettingName = 'logRetention' | 'workingTimeout' | 'gracePeriod';

interface ScheduleSettingsFieldsProps {
  values: ReportFormValues;
  problems: ReportFormProblems;
  onChange: (patch: Partial<ReportFormValues>) => void;
}

const LABELS: Record<SettingName, string> = {
  logRetention: 'Log retention (days)',
  workingTimeout: 'Working timeout (seconds)',
  gracePeriod: 'Grace period (seconds)',
};

/** How long logs are kept, how long a run may work, and (alerts) how long to stay quiet after a mail. */
export function ScheduleSettingsFields({ values, problems, onChange }: ScheduleSettingsFieldsProps) {
  const id = useId();
  const names: SettingName[] =
    values.type === 'Alert' ? ['logRetention', 'workingTimeout', 'gracePeriod'] : ['logRetention', 'workingTimeout'];
  return (
    <Form.Group widths="equal">
      {names.map((name) => (
        <Form.Field key={name} required error={Boolean(problems[name])}>
          <label htmlFor={`${id}-${name}`}>{t(LABELS[name])}</label>
          <input
            id={`${id}-${name}`}
            type="number"
            min={1}
            value={values[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
            {...describedBy(`${id}-${name}-problem`, problems[name])}
          />
          <FieldProblem id={`${id}-${name}-problem`} problem={problems[name]} />
        </Form.Field>
      ))}
    </Form.Group>
  );
}
