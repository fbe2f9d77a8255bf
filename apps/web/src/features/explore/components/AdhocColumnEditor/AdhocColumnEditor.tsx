import { useState } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import type { AdhocColumn } from '@tessera/viz';
import { t } from '../../../../i18n';

export interface AdhocColumnEditorProps {
  /** The label of the control the column is added to. */
  label: string;
  onAdd: (column: AdhocColumn) => void;
  onCancel: () => void;
}

/** Builds a column from a SQL expression, named by its label or, without one, by the expression. */
export function AdhocColumnEditor({ label, onAdd, onCancel }: AdhocColumnEditorProps) {
  const [sql, setSql] = useState('');
  const [name, setName] = useState('');
  const expression = sql.trim();

  return (
    <Segment as="fieldset" aria-label={t('Add custom SQL column to %s', label)}>
      <div className="ui form">
        <textarea aria-label={t('SQL expression')} rows={3} value={sql} onChange={(event) => setSql(event.target.value)} />
      </div>
      <div className="ui fluid input" style={{ marginTop: '0.5em' }}>
        <input
          aria-label={t('Column label')}
          placeholder={t('Column label')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div style={{ marginTop: '0.5em' }}>
        <Button
          type="button"
          size="small"
          primary
          disabled={expression === ''}
          onClick={() => onAdd({ expressionType: 'SQL', sqlExpression: expression, label: name.trim() || expression })}
        >
          {t('Add')}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </Segment>
  );
}
