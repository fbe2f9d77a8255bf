import { useMemo } from 'react';
import { ModalForm, type ModalFormField, type ModalFormValues } from '@tessera/ui';
import { t } from '../../../../i18n';

export interface SaveQueryModalProps {
  open: boolean;
  defaultLabel: string;
  saving: boolean;
  error: string | null;
  onSave: (label: string, description: string) => void;
  onCancel: () => void;
}

/** 'Save query': a name and a description for the tab's SQL. */
export function SaveQueryModal({ open, defaultLabel, saving, error, onSave, onCancel }: SaveQueryModalProps) {
  const fields = useMemo<ModalFormField[]>(
    () => [
      { name: 'label', label: t('Name'), required: true },
      { name: 'description', label: t('Description'), type: 'textarea' },
    ],
    [],
  );
  const save = (values: ModalFormValues) => onSave(String(values.label ?? '').trim(), String(values.description ?? ''));
  return (
    <ModalForm
      open={open}
      title={t('Save query')}
      fields={fields}
      initialValues={{ label: defaultLabel, description: '' }}
      onSave={save}
      onCancel={onCancel}
      saving={saving}
      errorMessage={error}
      saveLabel={t('Save')}
      t={t}
    />
  );
}
