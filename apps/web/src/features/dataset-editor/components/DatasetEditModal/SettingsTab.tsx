import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { DatasetDraft } from '../../dataset-editor.types';
import { CheckField, TextField } from './fields';

/** The Settings tab: the dataset's own fields beside its columns and metrics. */
export function SettingsTab({ draft, onChange }: { draft: DatasetDraft; onChange: (patch: Partial<DatasetDraft>) => void }) {
  return (
    <Form as="div">
      <TextField label={t('Description')} multiline value={draft.description} onChange={(description) => onChange({ description })} />
      <TextField
        label={t('Default URL')}
        placeholder="/explore/?datasource_type=table&datasource_id=1"
        value={draft.default_endpoint}
        onChange={(default_endpoint) => onChange({ default_endpoint })}
      />
      <Form.Field>
        <CheckField
          label={t('Autocomplete filters')}
          checked={draft.filter_select_enabled}
          onChange={(filter_select_enabled) => onChange({ filter_select_enabled })}
        />
      </Form.Field>
      <TextField
        label={t('Autocomplete query predicate')}
        monospace
        value={draft.fetch_values_predicate}
        onChange={(fetch_values_predicate) => onChange({ fetch_values_predicate })}
      />
      <TextField label={t('Cache timeout')} value={draft.cache_timeout} onChange={(cache_timeout) => onChange({ cache_timeout })} />
      <TextField label={t('Hours offset')} value={draft.offset} onChange={(offset) => onChange({ offset })} />
      <TextField
        label={t('Template parameters')}
        multiline
        monospace
        value={draft.template_params}
        onChange={(template_params) => onChange({ template_params })}
      />
      <TextField label={t('Extra')} multiline monospace value={draft.extra} onChange={(extra) => onChange({ extra })} />
      <Form.Field>
        <CheckField
          label={t('Normalize column names')}
          checked={draft.normalize_columns}
          onChange={(normalize_columns) => onChange({ normalize_columns })}
        />
      </Form.Field>
      <Form.Field>
        <CheckField
          label={t('Always filter main datetime column')}
          checked={draft.always_filter_main_dttm}
          onChange={(always_filter_main_dttm) => onChange({ always_filter_main_dttm })}
        />
      </Form.Field>
    </Form>
  );
}
