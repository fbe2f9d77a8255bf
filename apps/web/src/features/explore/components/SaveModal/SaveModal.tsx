import { useState } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import { Select, type SelectOptionsLoader } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { DashboardChoice, SaveAction, SaveChartRequest } from '../../explore.types';
import { RadioOption } from '../RadioOption/RadioOption';

export interface SaveModalProps {
  sliceName: string;
  /** The opened chart may be overwritten (it exists and the user owns it). */
  canOverwrite: boolean;
  saving: boolean;
  error: string | null;
  loadDashboards: SelectOptionsLoader<number | string>;
  onSave: (request: SaveChartRequest) => void;
  onCancel: () => void;
}

/**
 * Save as a new chart or overwrite the opened one, with a name and optionally a dashboard to add it
 * to: an existing one picked by search, or a new one by typing its title. Save stays disabled while
 * saving or while the name is empty.
 */
export function SaveModal({ sliceName, canOverwrite, saving, error, loadDashboards, onSave, onCancel }: SaveModalProps) {
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(sliceName);
  const [dashboard, setDashboard] = useState<{ value: number | string; label: string } | null>(null);
  // A title typed into 'Add to dashboard' and not yet entered still names the dashboard to create.
  const [typedTitle, setTypedTitle] = useState('');
  const valid = name.trim() !== '';

  const choice = (): DashboardChoice => {
    if (typedTitle.trim()) return { newTitle: typedTitle.trim() };
    if (!dashboard) return null;
    return typeof dashboard.value === 'number' ? { id: dashboard.value, title: dashboard.label } : { newTitle: dashboard.value };
  };

  return (
    <Modal open onClose={onCancel} size="small" role="dialog" aria-label={t('Save chart')}>
      <Modal.Header>{t('Save chart')}</Modal.Header>
      <Modal.Content>
        <Form
          error={Boolean(error)}
          onSubmit={() => {
            if (valid && !saving) onSave({ action, sliceName: name.trim(), dashboard: choice() });
          }}
        >
          <div role="radiogroup" aria-label={t('Save mode')} style={{ marginBottom: '1em' }}>
            <RadioOption
              name="save-action"
              label={t('Save (Overwrite)')}
              checked={action === 'overwrite'}
              disabled={!canOverwrite}
              onSelect={() => setAction('overwrite')}
            />
            <RadioOption name="save-action" label={t('Save as...')} checked={action === 'saveas'} onSelect={() => setAction('saveas')} />
          </div>
          <Form.Field required error={!valid}>
            <label htmlFor="save-chart-name">{t('Chart name')}</label>
            <input id="save-chart-name" value={name} onChange={(event) => setName(event.target.value)} />
            {!valid && <div className="ui pointing red basic label">{t('This is a required field')}</div>}
          </Form.Field>
          <Form.Field>
            <label htmlFor="save-chart-dashboard">{t('Add to dashboard')}</label>
            <Select<number | string>
              id="save-chart-dashboard"
              ariaLabel={t('Add to dashboard')}
              placeholder={t('Select a dashboard or type a new name')}
              options={loadDashboards}
              value={dashboard?.value ?? null}
              selectedOptions={dashboard ? [dashboard] : []}
              freeForm
              allowClear
              onChange={(value, option) => setDashboard(value === null ? null : { value, label: option?.label ?? String(value) })}
              onSearchChange={setTypedTitle}
              t={t}
            />
            {dashboard && typeof dashboard.value === 'string' && <p>{t('A new dashboard will be created: %s', dashboard.value)}</p>}
          </Form.Field>
          <Message error content={error} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        {(dashboard || typedTitle.trim()) && (
          <Button
            type="button"
            disabled={saving || !valid}
            onClick={() => onSave({ action, sliceName: name.trim(), dashboard: choice(), goToDashboard: true })}
          >
            {t('Save & go to dashboard')}
          </Button>
        )}
        <Button
          type="button"
          primary
          loading={saving}
          disabled={saving || !valid}
          onClick={() => onSave({ action, sliceName: name.trim(), dashboard: choice() })}
        >
          {t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
