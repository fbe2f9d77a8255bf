import { Select } from '@tessera/ui';
import { useId } from 'react';
import { Dropdown, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ReportFormProblems, ReportFormValues } from '../../report-form';
import { FORMAT_LABELS, FORMATS_BY_CONTENT, type ContentKind } from '../../report-formats';
import { loadChartChoices, loadDashboardChoices } from '../../reports.api';
import { describedBy, FieldProblem } from '../FieldProblem/FieldProblem';

interface ContentFieldsProps {
  values: ReportFormValues;
  problems: ReportFormProblems;
  /** Names of the dashboard and chart already chosen, shown before the choices load. */
  labels: { dashboard?: string; chart?: string };
  /** Whether the dashboard or chart is chosen here (the list) or given (a header). */
  chooseObject: boolean;
  onChange: (patch: Partial<ReportFormValues>) => void;
}

/** What is sent (a dashboard or a chart, where it can be chosen) and in which format. */
export function ContentFields({ values, problems, labels, chooseObject, onChange }: ContentFieldsProps) {
  const id = useId();
  const formats = FORMATS_BY_CONTENT[values.contentKind];
  const setKind = (contentKind: ContentKind) => {
    // A format the new kind does not offer falls back to a picture.
    const reportFormat = FORMATS_BY_CONTENT[contentKind].includes(values.reportFormat) ? values.reportFormat : 'PNG';
    onChange({ contentKind, reportFormat });
  };
  const dashboardSelected =
    values.dashboardId !== null ? [{ value: values.dashboardId, label: labels.dashboard ?? String(values.dashboardId) }] : [];
  const chartSelected = values.chartId !== null ? [{ value: values.chartId, label: labels.chart ?? String(values.chartId) }] : [];
  return (
    <>
      <h4 className="ui header">{t('Message content')}</h4>
      {chooseObject && (
        <Form.Group inline>
          <Form.Radio
            label={t('Dashboard')}
            name={`${id}-kind`}
            checked={values.contentKind === 'dashboard'}
            onChange={() => setKind('dashboard')}
          />
          <Form.Radio label={t('Chart')} name={`${id}-kind`} checked={values.contentKind === 'chart'} onChange={() => setKind('chart')} />
        </Form.Group>
      )}
      {chooseObject && values.contentKind === 'dashboard' && (
        <Form.Field required error={Boolean(problems.dashboardId)}>
          <label htmlFor={`${id}-dashboard`}>{t('Dashboard')}</label>
          <Select<number>
            id={`${id}-dashboard`}
            ariaLabel={t('Dashboard')}
            options={loadDashboardChoices}
            selectedOptions={dashboardSelected}
            value={values.dashboardId}
            onChange={(dashboardId) => onChange({ dashboardId })}
            placeholder={t('Select')}
            t={t}
          />
          <FieldProblem id={`${id}-dashboard-problem`} problem={problems.dashboardId} />
        </Form.Field>
      )}
      {chooseObject && values.contentKind === 'chart' && (
        <Form.Field required error={Boolean(problems.chartId)}>
          <label htmlFor={`${id}-chart`}>{t('Chart')}</label>
          <Select<number>
            id={`${id}-chart`}
            ariaLabel={t('Chart')}
            options={loadChartChoices}
            selectedOptions={chartSelected}
            value={values.chartId}
            onChange={(chartId) => onChange({ chartId })}
            placeholder={t('Select')}
            t={t}
          />
          <FieldProblem id={`${id}-chart-problem`} problem={problems.chartId} />
        </Form.Field>
      )}
      <Form.Field required error={Boolean(problems.reportFormat)}>
        <label htmlFor={`${id}-format`}>{t('Format')}</label>
        <Dropdown
          id={`${id}-format`}
          aria-label={t('Format')}
          selection
          fluid
          options={formats.map((format) => ({ key: format, value: format, text: t(FORMAT_LABELS[format]) }))}
          value={values.reportFormat}
          onChange={(_event, data) => onChange({ reportFormat: data.value as ReportFormValues['reportFormat'] })}
          {...describedBy(`${id}-format-problem`, problems.reportFormat)}
        />
        <FieldProblem id={`${id}-format-problem`} problem={problems.reportFormat} />
      </Form.Field>
    </>
  );
}
