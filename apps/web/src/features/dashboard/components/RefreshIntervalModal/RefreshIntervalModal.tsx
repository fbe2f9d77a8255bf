import { useState } from 'react';
import { Button, Form, Modal } from 'semantic-ui-react';
import { MODAL_DEFAULT_WIDTH, Select } from '@tessera/ui';
import { t } from '../../../../i18n';
import { refreshFrequencyOptions } from '../../properties/properties-form';

export interface RefreshIntervalModalProps {
  /** The interval in effect, in seconds (0 is off). */
  seconds: number;
  onSave: (seconds: number) => void;
  onClose: () => void;
}

/** 'Refresh interval': picks how often the dashboard's charts query again, from Superset's choices. */
export function RefreshIntervalModal({ seconds, onSave, onClose }: RefreshIntervalModalProps) {
  const options = refreshFrequencyOptions();
  // A frequency typed into the JSON metadata may be none of the choices: it is shown as is.
  const [choice, setChoice] = useState(seconds);
  const choices = options.some((option) => option.value === seconds) ? options : [...options, { value: seconds, label: String(seconds) }];
  return (
    <Modal open onClose={onClose} role="dialog" aria-label={t('Refresh interval')} style={{ width: MODAL_DEFAULT_WIDTH }}>
      <Modal.Header>{t('Refresh interval')}</Modal.Header>
      <Modal.Content>
        <Form>
          <Form.Field>
            <label htmlFor="dashboard-refresh-interval">{t('Refresh frequency')}</label>
            <Select
              id="dashboard-refresh-interval"
              ariaLabel={t('Refresh frequency')}
              options={choices}
              value={choice}
              onChange={(value) => setChoice(value ?? 0)}
              t={t}
            />
          </Form.Field>
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary onClick={() => onSave(choice)}>
          {t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
