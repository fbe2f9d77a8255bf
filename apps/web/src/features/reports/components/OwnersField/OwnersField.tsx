import { Select } from '@tessera/ui';
import { useId } from 'react';
import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ReportFormValues } from '../../report-form';
import { loadOwnerOptions } from '../../reports.api';

interface OwnersFieldProps {
  owners: ReportFormValues['owners'];
  onChange: (owners: ReportFormValues['owners']) => void;
}

/** The users who may change the schedule besides admins; left empty, its creator. */
export function OwnersField({ owners, onChange }: OwnersFieldProps) {
  const id = useId();
  return (
    <Form.Field>
      <label htmlFor={`${id}-owners`}>{t('Owners')}</label>
      <Select<number>
        id={`${id}-owners`}
        mode="multiple"
        ariaLabel={t('Owners')}
        options={loadOwnerOptions}
        selectedOptions={owners}
        value={owners.map((owner) => owner.value)}
        onChange={(_values, options) => onChange(options.map((option) => ({ value: option.value, label: option.label })))}
        placeholder={t('Select')}
        t={t}
      />
    </Form.Field>
  );
}
