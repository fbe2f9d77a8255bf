import type { ReactNode } from 'react';
import { Button } from 'semantic-ui-react';
import { EditableTitle } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { ControlChange } from '../../form-data';
import { AlteredTag } from '../AlteredTag/AlteredTag';

export interface ExploreHeaderProps {
  sliceName: string;
  /** A new exploration can always be named; a saved chart only by those who may overwrite it. */
  canEditTitle: boolean;
  changes: readonly ControlChange[];
  canSave: boolean;
  onTitleChange: (title: string) => void;
  onSave: () => void;
  children?: ReactNode;
}

/** The chart's editable name, the 'Altered' tag, and the save button. */
export function ExploreHeader({ sliceName, canEditTitle, changes, canSave, onTitleChange, onSave, children }: ExploreHeaderProps) {
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: '0.8em', marginBottom: '1em' }}>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', gap: '0.8em', fontSize: '1.4em' }}>
        <EditableTitle title={sliceName} canEdit={canEditTitle} placeholder={t('Add the name of the chart')} label={t('Chart name')} as="h1" onSave={onTitleChange} t={t} />
        <AlteredTag changes={changes} />
      </div>
      {children}
      <Button type="button" primary icon="save" content={t('Save')} disabled={!canSave} onClick={onSave} />
    </header>
  );
}
