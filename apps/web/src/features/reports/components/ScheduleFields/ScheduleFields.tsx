import { CronPicker } from '@tessera/ui';
import { useId, useMemo } from 'react';
import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ReportFormProblems, ReportFormValues } from '../../report-form';
import { describedBy, FieldProblem } from '../FieldProblem/FieldProblem';

interface ScheduleFieldsProps {
  values: Pick<ReportFormValues, 'crontab' | 'timezone'>;
  problems: ReportFormProblems;
  onChange: (patch: Partial<ReportFormValues>) => void;
}

/** Every IANA zone the browser knows, the one already chosen included. */
function timezones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) || current === '' ? known : [current, ...known];
}

/** When it runs: the cron picker (which flags 'Invalid cron expression' itself) and the time zone it is read in. */
export function ScheduleFields({ values, problems, onChange }: ScheduleFieldsProps) {
  const id = useId();
  const zones = useMemo(() => timezones(values.timezone), [values.timezone]);
  return (
    <>
      <h4 className="ui header">{t('Schedule')}</h4>
      <CronPicker value={values.crontab} onChange={(crontab) => onChange({ crontab })} t={t} />
      <Form.Field required error={Boolean(problems.timezone)}>
        <label htmlFor={`${id}-timezone`}>{t('Timezone')}</label>
        <select id={`${id}-timezone`} className="ui dropdown" value={values.timezone} onChange={(event) => onChange({ timezone: event.target.value })} {...describedBy(`${id}-tz-problem`, problems.timezone)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <FieldProblem id={`${id}-tz-problem`} problem={problems.timezone} />
      </Form.Field>
    </>
  );
}
