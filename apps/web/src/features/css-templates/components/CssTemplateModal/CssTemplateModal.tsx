import { useEffect, useState } from 'react';
import { Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { cssTemplateModal } from '../../css-templates.api';
import { RecordModalActions } from '../../../security-admin';

/** Adds a CSS template or edits its name and CSS. */
export function CssTemplateModal() {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(cssTemplateModal.selectModal);
  const [name, setName] = useState('');
  const [css, setCss] = useState('');

  useEffect(() => {
    if (!modal.open || modal.loading) return;
    setName(modal.record?.template_name ?? '');
    setCss(modal.record?.css ?? '');
  }, [modal.open, modal.loading, modal.record]);

  const complete = name.trim() !== '' && css.trim() !== '';
  const submit = () => complete && dispatch(cssTemplateModal.actions.saveRequested({ template_name: name.trim(), css }));
  const close = () => dispatch(cssTemplateModal.actions.closed());
  const title = modal.editingId === null ? t('Add CSS template') : t('Edit CSS template');

  return (
    <Modal open={modal.open} onClose={close} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {modal.loading ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form className="initial" onSubmit={submit}>
            {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
            <Form.Input id="css-template-name" required label={t('Name')} value={name} onChange={(_, { value }) => setName(value)} />
            <Form.TextArea
              id="css-template-css"
              required
              label={t('CSS')}
              rows={12}
              style={{ fontFamily: 'monospace' }}
              value={css}
              onChange={(_, { value }) => setCss(String(value ?? ''))}
            />
            {modal.saveError && <Message negative size="small" content={modal.saveError.message} />}
          </Form>
        )}
      </Modal.Content>
      <RecordModalActions
        modal={modal}
        complete={complete}
        onCancel={close}
        onSubmit={submit}
        saveLabel={modal.editingId === null ? t('Add') : t('Save')}
      />
    </Modal>
  );
}
