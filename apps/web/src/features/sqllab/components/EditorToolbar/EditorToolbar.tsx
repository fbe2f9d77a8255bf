import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';

export interface EditorToolbarProps {
  running: boolean;
  canRun: boolean;
  queryLimit: number;
  limitOptions: readonly number[];
  onRun: () => void;
  onStop: () => void;
  onLimitChange: (limit: number) => void;
  onSave: () => void;
  canSave: boolean;
}

/** 'Run' or 'Stop', the row limit and 'Save', under the editor. */
export function EditorToolbar({ running, canRun, queryLimit, limitOptions, onRun, onStop, onLimitChange, onSave, canSave }: EditorToolbarProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75em', margin: '0.5em 0' }}>
      {running ? (
        <Button type="button" color="red" icon="stop" content={t('Stop')} onClick={onStop} />
      ) : (
        <Button type="button" primary icon="play" content={t('Run')} disabled={!canRun} onClick={onRun} title={t('Run query (Ctrl + Enter)')} />
      )}
      <label>
        {t('Limit')}{' '}
        <select value={queryLimit} onChange={(event) => onLimitChange(Number(event.target.value))}>
          {limitOptions.map((limit) => (
            <option key={limit} value={limit}>
              {limit.toLocaleString('en-US')}
            </option>
          ))}
        </select>
      </label>
      <div style={{ flex: 1 }} />
      <Button type="button" icon="save" content={t('Save')} disabled={!canSave} onClick={onSave} />
    </div>
  );
}
