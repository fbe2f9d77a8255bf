import { useEffect, useState } from 'react';
import { Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { layerModal } from '../../annotation-layers.api';
import { RecordModalActions } from '../../../security-admin';

/** Adds an annotation layer or edits its name and description. */
export function LayerModal() {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(layerModal.selectModal);
  const [name, setName] = useState('');
  const [descr, setDescr] = useState('');

  useEffect(() => {
    if (!modal.open || modal.loading) return;
    setName(modal.record?.name ?? '');
    setDescr(modal.record?.descr ?? '');
  }, [modal.open, modal.loading, modal.record]);

  const complete = name.trim() !== '';
  const submit = () => complete && dispatch(layerModal.actions.saveRequested({ name: name.trim(), descr: descr.trim() || null }));
  const close = () => dispatch(layerModal.actions.closed());
  const title = modal.editingId === null ? t('Add annotation layer') : t('Edit annotation layer');

  return (
    <Modal open={modal.open} onClose={close} size="tiny" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {modal.loading ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form className="initial" onSubmit={submit}>
            {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
            <Form.Input
              id="layer-name"
              required
              label={t('Annotation layer name')}
              value={name}
              onChange={(_, { value }) => setName(value)}
            />
            <Form.TextArea
              id="layer-descr"
              label={t('Description')}
              rows={3}
              value={descr}
              onChange={(_, { value }) => setDescr(String(value ?? ''))}
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
