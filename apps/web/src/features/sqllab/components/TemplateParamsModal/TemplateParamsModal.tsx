import { useEffect, useId, useState } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { templateParamsError } from './template-params';

export interface TemplateParamsModalProps {
  open: boolean;
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}

/**
 * The tab's template parameters as JSON. Invalid JSON is pointed out but kept: the query still runs,
 * with no parameters, as the server reads it.
 */
export function TemplateParamsModal({ open, value, onChange, onClose }: TemplateParamsModalProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open]);
  const problem = templateParamsError(draft);
  const apply = () => {
    onChange(draft);
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} size="small" role="dialog" aria-label={t('Template parameters')}>
      <Modal.Header>{t('Template parameters')}</Modal.Header>
      <Modal.Content>
        <Form as="div">
          <Form.Field error={problem !== null}>
            <label htmlFor={`${id}-json`}>{t('Parameters (JSON)')}</label>
            <textarea
              id={`${id}-json`}
              rows={8}
              spellCheck={false}
              style={{ fontFamily: 'monospace' }}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </Form.Field>
        </Form>
        {problem !== null && (
          <Message
            warning
            size="small"
            role="alert"
            content={t('Your template parameters are not valid JSON: the query will run without them.')}
          />
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('Cancel')} onClick={onClose} />
        <Button type="button" primary content={t('Apply')} onClick={apply} />
      </Modal.Actions>
    </Modal>
  );
}
