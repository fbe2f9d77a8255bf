import { useState } from 'react';
import { Label } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ControlChange } from '../../form-data';
import { ChartChangesModal } from '../ChartChangesModal/ChartChangesModal';

/** Says the controls differ from the saved chart; a click lists the differences. */
export function AlteredTag({ changes }: { changes: readonly ControlChange[] }) {
  const [open, setOpen] = useState(false);
  if (changes.length === 0) return null;
  return (
    <>
      <Label as="button" type="button" color="orange" size="small" title={t('Click to see difference')} onClick={() => setOpen(true)}>
        {t('Altered')}
      </Label>
      {open && <ChartChangesModal changes={changes} onClose={() => setOpen(false)} />}
    </>
  );
}
