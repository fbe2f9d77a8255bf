import { CronPicker } from '@tessera/ui';
import { memo, useId, useMemo } from 'react';
import { Dropdown, Form } from 'semantic-ui-react';
import { cronInWords, t } from '../../../../i18n';
import type { ReportFormValues } from '../../report-form';
import { describedBy, FieldProblem } from '../FieldProblem/FieldProblem';

interface ScheduleFieldsProps {
  crontab: string;
  timezone: string;
  timezoneProblem: string | undefined;
  onChange: (patch: Partial<ReportFormValues>) => void;
}

/** Every IANA zone the browser knows, the one already chosen included. */
function timezones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) || current === '' ? known : [current, ...known];
}

/**
 * When it runs: the cron picker (which flags 'Invalid cron expression' itself) and the time zone it is
 * read in. Memoised: the zone list has hundreds of entries and need not redraw while other fields are typed.
 */
export const ScheduleFields = memo(function ScheduleFields({ crontab, timezone, timezoneProblem, onChange }: ScheduleFieldsProps) {
  const id = useId();
  const zones = useMemo(() => timezones(timezone), [timezone]);
  return (
    <>
      <h4 className="ui header">{t('Schedule')}</h4>
      <CronPicker value={crontab} onChange={(crontab) => onChange({ crontab })} t={t} describe={cronInWords} />
      <Form.Field required error={Boolean(timezoneProblem)}>
        <label htmlFor={`${id}-timezone`}>{t('Timezone')}</label>
        <Dropdown
          id={`${id}-timezone`}
          aria-label={t('Timezone')}
          selection
          search
          fluid
          options={zones.map((zone) => ({ key: zone, value: zone, text: zone }))}
          value={timezone}
          onChange={(_event, data) => onChange({ timezone: String(data.value) })}
          {...describedBy(`${id}-tz-problem`, timezoneProblem)}
        />
        <FieldProblem id={`${id}-tz-problem`} problem={timezoneProblem} />
      </Form.Field>
    </>
  );
});
