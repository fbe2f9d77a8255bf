import { useEffect, useState } from 'react';
import { Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import type { RecordModal } from '../../../security-admin';
import {
  EMPTY_ANNOTATION_FORM,
  fromAnnotation,
  isAnnotationFormComplete,
  isValidJson,
  toAnnotationPayload,
  type AnnotationFormValues,
} from '../../annotation-form';
import type { AnnotationRow } from '../../annotations.api';
import type { AnnotationFields } from '@tessera/contracts/web';
import { RecordModalActions } from '../../../security-admin';

/** Adds or edits an annotation: name, start and end, description, JSON metadata. */
export function AnnotationModal({ modal: { selectModal, actions } }: { modal: RecordModal<AnnotationRow, AnnotationFields> }) {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(selectModal);
  const [values, setValues] = useState<AnnotationFormValues>(EMPTY_ANNOTATION_FORM);

  useEffect(() => {
    if (modal.open && !modal.loading) setValues(modal.record ? fromAnnotation(modal.record) : EMPTY_ANNOTATION_FORM);
  }, [modal.open, modal.loading, modal.record]);

  const change = (patch: Partial<AnnotationFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const complete = isAnnotationFormComplete(values);
  const submit = () => complete && dispatch(actions.saveRequested(toAnnotationPayload(values)));
  const close = () => dispatch(actions.closed());
  const title = modal.editingId === null ? t('Add annotation') : t('Edit annotation');

  return (
    <Modal open={modal.open} onClose={close} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {modal.loading ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form className="initial" onSubmit={submit}>
            {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
            <Form.Input
              id="annotation-name"
              required
              label={t('Annotation name')}
              value={values.short_descr}
              onChange={(_, { value }) => change({ short_descr: value })}
            />
            <Form.Group widths="equal">
              <Form.Input
                id="annotation-start"
                required
                type="datetime-local"
                label={t('Start')}
                value={values.start}
                onChange={(_, { value }) => change({ start: value })}
              />
              <Form.Input
                id="annotation-end"
                type="datetime-local"
                label={t('End')}
                value={values.end}
                error={values.end !== '' && values.end < values.start ? t('The end is before the start') : undefined}
                onChange={(_, { value }) => change({ end: value })}
              />
            </Form.Group>
            <Form.TextArea
              id="annotation-description"
              label={t('Description')}
              rows={3}
              value={values.long_descr}
              onChange={(_, { value }) => change({ long_descr: String(value ?? '') })}
            />
            <Form.TextArea
              id="annotation-json"
              label={t('JSON metadata')}
              rows={3}
              value={values.json_metadata}
              error={isValidJson(values.json_metadata) ? undefined : t('JSON metadata is invalid!')}
              onChange={(_, { value }) => change({ json_metadata: String(value ?? '') })}
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
