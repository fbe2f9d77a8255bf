import { REPORT_OPERATORS } from '@tessera/contracts/web';
import { Select } from '@tessera/ui';
import { useId } from 'react';
import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/mode-sql';
import 'ace-builds/src-noconflict/theme-github';
import { Dropdown, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { type ReportFormProblems, type ReportFormValues } from '../../report-form';
import { loadDatabaseChoices } from '../../reports.api';
import { describedBy, FieldProblem } from '../FieldProblem/FieldProblem';

interface AlertConditionFieldsProps {
  values: ReportFormValues;
  problems: ReportFormProblems;
  databaseLabel?: string;
  onChange: (patch: Partial<ReportFormValues>) => void;
}

const CONDITION_LABELS: Record<ReportFormValues['condition'], string> = {
  'not null': 'not null',
  '<': '< (Smaller than)',
  '<=': '<= (Smaller or equal)',
  '>': '> (Larger than)',
  '>=': '>= (Larger or equal)',
  '==': '== (Is equal)',
  '!=': '!= (Is not equal)',
};

/** An alert's query (its first row's first value is checked), the condition, and the threshold it compares with. */
export function AlertConditionFields({ values, problems, databaseLabel, onChange }: AlertConditionFieldsProps) {
  const id = useId();
  const selected = values.databaseId !== null ? [{ value: values.databaseId, label: databaseLabel ?? String(values.databaseId) }] : [];
  return (
    <>
      <h4 className="ui header">{t('Alert condition')}</h4>
      <Form.Field required error={Boolean(problems.databaseId)}>
        <label htmlFor={`${id}-database`}>{t('Database')}</label>
        <Select<number>
          id={`${id}-database`}
          ariaLabel={t('Database')}
          options={loadDatabaseChoices}
          selectedOptions={selected}
          value={values.databaseId}
          onChange={(databaseId) => onChange({ databaseId })}
          placeholder={t('Select')}
          t={t}
        />
        <FieldProblem id={`${id}-database-problem`} problem={problems.databaseId} />
      </Form.Field>
      <Form.Field required error={Boolean(problems.sql)}>
        <label id={`${id}-sql-label`}>{t('SQL Query')}</label>
        <div role="group" aria-labelledby={`${id}-sql-label`}>
          <AceEditor
            mode="sql"
            theme="github"
            name={`${id}-sql`}
            width="100%"
            height="120px"
            value={values.sql}
            onChange={(sql) => onChange({ sql })}
            setOptions={{ useWorker: false }}
            editorProps={{ $blockScrolling: true }}
          />
        </div>
        <FieldProblem id={`${id}-sql-problem`} problem={problems.sql} />
      </Form.Field>
      <Form.Group widths="equal">
        <Form.Field required>
          <label htmlFor={`${id}-condition`}>{t('Trigger Alert If...')}</label>
          <Dropdown
            id={`${id}-condition`}
            aria-label={t('Trigger Alert If...')}
            selection
            fluid
            options={(['not null', ...REPORT_OPERATORS] as const).map((condition) => ({
              key: condition,
              value: condition,
              text: t(CONDITION_LABELS[condition]),
            }))}
            value={values.condition}
            onChange={(_event, data) => onChange({ condition: data.value as ReportFormValues['condition'] })}
          />
        </Form.Field>
        <Form.Field
          required={values.condition !== 'not null'}
          disabled={values.condition === 'not null'}
          error={Boolean(problems.threshold)}
        >
          <label htmlFor={`${id}-threshold`}>{t('Value')}</label>
          <input
            id={`${id}-threshold`}
            type="number"
            value={values.threshold}
            onChange={(event) => onChange({ threshold: event.target.value })}
            {...describedBy(`${id}-threshold-problem`, problems.threshold)}
          />
          <FieldProblem id={`${id}-threshold-problem`} problem={problems.threshold} />
        </Form.Field>
      </Form.Group>
    </>
  );
}
