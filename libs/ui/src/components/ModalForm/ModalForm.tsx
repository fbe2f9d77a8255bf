import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { ModalFormField, ModalFormValues } from './modal-form.validation';
import { validateForm } from './modal-form.validation';
import { ModalFormFieldInput } from './ModalFormFieldInput';

/** Modals open 600 px wide unless told otherwise. */
export const MODAL_DEFAULT_WIDTH = 600;

export interface ModalFormProps {
  open: boolean;
  title: string;
  fields: readonly ModalFormField[];
  initialValues?: ModalFormValues;
  /** May return a promise; the form stays in its saving state until it settles. */
  onSave: (values: ModalFormValues) => void | Promise<void>;
  onCancel: () => void;
  /** Extra rules on top of required and numeric bounds: field name → message. */
  validate?: (values: ModalFormValues) => Record<string, string | undefined>;
  /** Saving driven from outside (e.g. by a saga). */
  saving?: boolean;
  /** A server error to show above the buttons. */
  errorMessage?: string | null;
  saveLabel?: string;
  cancelLabel?: string;
  width?: number;
  /** Content above the fields. */
  children?: ReactNode;
  t?: TranslateFn;
}

/**
 * A modal with a field list. Save is disabled while saving, while any field is invalid and while a
 * required field is empty; messages appear once a field has been touched.
 */
export function ModalForm({
  open,
  title,
  fields,
  initialValues,
  onSave,
  onCancel,
  validate,
  saving: savingProp = false,
  errorMessage,
  saveLabel,
  cancelLabel,
  width = MODAL_DEFAULT_WIDTH,
  children,
  t: tProp,
}: ModalFormProps) {
  const t = useTranslate(tProp);
  const baseId = useId();
  const [values, setValues] = useState<ModalFormValues>(initialValues ?? {});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(initialValues ?? {});
    setTouched({});
    setFailure(null);
    // Reset only when the modal opens, not whenever a parent re-creates the initial object.
  }, [open]);

  const errors = useMemo(() => validateForm(fields, values, t, validate), [fields, values, t, validate]);
  const saving = savingProp || pending;
  const canSave = !saving && Object.keys(errors).length === 0;

  const save = async () => {
    if (!canSave) return;
    setFailure(null);
    setPending(true);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  const touch = (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  const shownError = errorMessage ?? failure;

  return (
    <Modal open={open} onClose={onCancel} role="dialog" aria-label={title} style={{ width }}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {children}
        <Form onSubmit={() => void save()} error={Boolean(shownError)}>
          {fields.map((field) => (
            <ModalFormFieldInput
              key={field.name}
              id={`${baseId}-${field.name}`}
              field={field}
              value={values[field.name]}
              error={touched[field.name] ? errors[field.name] : undefined}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.name]: value }));
                touch(field.name);
              }}
              onBlur={() => touch(field.name)}
              t={t}
            />
          ))}
          {shownError && <Message error role="alert" content={shownError} />}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onCancel}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button type="button" primary loading={saving} disabled={!canSave} onClick={() => void save()}>
          {saveLabel ?? t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
