import { useId, useState } from 'react';
import { Button, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { DatasetView } from '../../dataset-editor.api';
import type { DatasetDraft } from '../../dataset-editor.types';
import { TextField } from './fields';

/** The Source tab: where the dataset's rows come from, read-only until the lock is opened. */
export function SourceTab({
  dataset,
  draft,
  onChange,
}: {
  dataset: DatasetView;
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
}) {
  const [unlocked, setUnlocked] = useState(false);
  const radioId = useId();
  const lockText = unlocked ? t('Click the lock to prevent further changes.') : t('Click the lock to make changes.');
  return (
    <Form as="div">
      <p>
        <Button
          type="button"
          basic
          compact
          icon={unlocked ? 'lock open' : 'lock'}
          aria-label={lockText}
          title={lockText}
          onClick={() => setUnlocked((open) => !open)}
        />{' '}
        {lockText}
      </p>
      <Form.Group inline role="radiogroup" aria-label={t('Dataset type')}>
        <Form.Radio
          id={`${radioId}-physical`}
          label={t('Physical (table or view)')}
          disabled={!unlocked}
          checked={draft.sql === null}
          onChange={() => onChange({ sql: null })}
        />
        <Form.Radio
          id={`${radioId}-virtual`}
          label={t('Virtual (SQL)')}
          disabled={!unlocked}
          checked={draft.sql !== null}
          onChange={() => onChange({ sql: draft.sql ?? dataset.sql ?? '' })}
        />
      </Form.Group>
      <TextField label={t('Database')} value={dataset.database.database_name} onChange={() => undefined} disabled />
      <TextField label={t('Schema')} value={dataset.schema} onChange={() => undefined} disabled />
      <TextField
        label={draft.sql === null ? t('Table name') : t('Dataset name')}
        value={draft.table_name}
        disabled={!unlocked}
        onChange={(table_name) => onChange({ table_name })}
      />
      {draft.sql !== null && (
        <TextField label={t('SQL')} multiline monospace value={draft.sql} disabled={!unlocked} onChange={(sql) => onChange({ sql })} />
      )}
    </Form>
  );
}
