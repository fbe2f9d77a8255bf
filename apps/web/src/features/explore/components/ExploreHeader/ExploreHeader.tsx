import type { ReactNode } from 'react';
import { Button } from 'semantic-ui-react';
import { CertifiedBadge, EditableTitle, FaveStar } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { ControlChange } from '../../form-data';
import { AlteredTag } from '../AlteredTag/AlteredTag';

/** What the header shows of a saved chart; an unsaved exploration has none of it. */
export interface ExploreHeaderChart {
  id: number;
  /** Null while the favourite status is loading. */
  starred: boolean | null;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  owners: readonly string[];
}

export interface ExploreHeaderProps {
  sliceName: string;
  /** A new exploration can always be named; a saved chart only by those who may overwrite it. */
  canEditTitle: boolean;
  changes: readonly ControlChange[];
  canSave: boolean;
  chart: ExploreHeaderChart | null;
  onTitleChange: (title: string) => void;
  onFavoriteToggle: (starred: boolean) => void;
  onSave: () => void;
  children?: ReactNode;
}

/**
 * The chart's editable name with its favourite star, certification, owners and 'Altered' tag, then
 * the actions given by the page (the email report menu, downloads, more options) and Save.
 */
export function ExploreHeader({
  sliceName,
  canEditTitle,
  changes,
  canSave,
  chart,
  onTitleChange,
  onFavoriteToggle,
  onSave,
  children,
}: ExploreHeaderProps) {
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: '0.8em', marginBottom: '1em' }}>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', gap: '0.8em', fontSize: '1.4em' }}>
        {chart?.certifiedBy && <CertifiedBadge certifiedBy={chart.certifiedBy} details={chart.certificationDetails} t={t} />}
        <EditableTitle
          title={sliceName}
          canEdit={canEditTitle}
          placeholder={t('Add the name of the chart')}
          label={t('Chart name')}
          as="h1"
          onSave={onTitleChange}
          t={t}
        />
        {chart && (
          <FaveStar
            itemId={chart.id}
            isStarred={chart.starred === true}
            disabled={chart.starred === null}
            showTooltip
            onToggle={(_id, starred) => onFavoriteToggle(starred)}
            t={t}
          />
        )}
        <AlteredTag changes={changes} />
        {chart && chart.owners.length > 0 && (
          <span style={{ fontSize: '0.6em', color: '#767676' }}>{t('Owners: %s', chart.owners.join(', '))}</span>
        )}
      </div>
      {children}
      <Button type="button" primary icon="save" content={t('Save')} disabled={!canSave} onClick={onSave} />
    </header>
  );
}
