import { DeleteModal } from '@tessera/ui';
import { t } from '../../../../i18n';

export interface ConfirmDeleteModalProps<T> {
  /** Rows waiting for confirmation; the modal is closed while null. */
  rows: readonly T[] | null;
  rowName: (row: T) => string;
  /** Plural noun of the resource in the question ('charts'). */
  plural: string;
  onConfirm: (rows: readonly T[]) => void;
  onHide: () => void;
}

/** 'Type DELETE to confirm' before one row or a bulk selection is deleted. */
export function ConfirmDeleteModal<T>({ rows, rowName, plural, onConfirm, onHide }: ConfirmDeleteModalProps<T>) {
  const description =
    rows && rows.length === 1
      ? t('Are you sure you want to delete %s?', rowName(rows[0] as T))
      : t('Are you sure you want to delete the selected %s?', plural);
  return (
    <DeleteModal
      open={rows !== null}
      title={t('Please confirm')}
      description={description}
      onConfirm={() => {
        if (rows) onConfirm(rows);
        onHide();
      }}
      onHide={onHide}
      t={t}
    />
  );
}
