import { ImportModal } from '@tessera/ui';
import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { addToast } from '../../../toasts';
import { importBundle } from '../../list-tools.api';
import { refreshRequested } from '../../list.slice';
import { usePageDispatch } from '../../page-store';

export interface ImportButtonProps {
  /** Resource name as in the URL (`dataset`). */
  resource: string;
  /** Singular noun in the title and messages ('dataset'). */
  label: string;
  /** The success toast ('Dataset imported'). */
  successMessage: string;
}

/** The list header's import button and its 'Import %s' dialog; a finished import reloads the list. */
export function ImportButton({ resource, label, successMessage }: ImportButtonProps) {
  const dispatch = usePageDispatch();
  const [open, setOpen] = useState(false);
  const title = t('Import %s', label);
  return (
    <>
      <Button type="button" basic icon="download" aria-label={title} title={title} onClick={() => setOpen(true)} />
      <ImportModal
        open={open}
        resourceLabel={label}
        onImport={(request) => importBundle(resource, request)}
        onSuccess={() => {
          setOpen(false);
          dispatch(addToast({ type: 'success', text: successMessage }));
          dispatch(refreshRequested());
        }}
        onHide={() => setOpen(false)}
        t={t}
      />
    </>
  );
}
