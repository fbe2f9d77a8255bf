import { FaveStar } from '@tessera/ui';
import { Card } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { CardCover, RowActions, userNames } from '../../../resource-list';
import type { DashboardListRow } from '../../dashboard-list.api';
import { DashboardNameLink } from '../dashboard-list.columns';
import { PublishedLabel } from '../PublishedLabel/PublishedLabel';

export interface DashboardCardProps {
  dashboard: DashboardListRow;
  starred: boolean;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (dashboard: DashboardListRow) => void;
  /** Given to those who may publish or hide the dashboard. */
  onTogglePublished?: () => void;
}

/** A dashboard in card mode: cover placeholder, title link, status, owners, last change, star and actions. */
export function DashboardCard({ dashboard, starred, onToggleFavorite, onDelete, onTogglePublished }: DashboardCardProps) {
  const owners = userNames(dashboard.owners);
  return (
    <Card fluid>
      <CardCover icon="th large" thumbnailUrl={dashboard.thumbnail_url} />
      <Card.Content>
        <Card.Header>
          <DashboardNameLink dashboard={dashboard} />
        </Card.Header>
        <Card.Meta>{t('Modified %s', dashboard.changed_on_delta_humanized)}</Card.Meta>
        <Card.Description>
          <PublishedLabel published={dashboard.published} onToggle={onTogglePublished} />
          {owners && <div>{t('Owners: %s', owners)}</div>}
        </Card.Description>
      </Card.Content>
      <Card.Content extra style={{ display: 'flex', justifyContent: 'space-between' }}>
        <FaveStar itemId={dashboard.id} isStarred={starred} onToggle={onToggleFavorite} t={t} />
        {/* Pushed to the card's right edge whatever else the footer holds. */}
        {onDelete && (
          <span style={{ marginInlineStart: 'auto' }}>
            <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(dashboard) }]} />
          </span>
        )}
      </Card.Content>
    </Card>
  );
}
