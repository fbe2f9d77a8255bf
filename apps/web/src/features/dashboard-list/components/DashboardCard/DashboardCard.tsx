import { FaveStar } from '@tessera/ui';
import { Card } from 'semantic-ui-react';
import { Link } from 'react-router-dom';
import { t } from '../../../../i18n';
import { RowActions } from '../../../resource-list';
import { dashboardUrl, type DashboardListRow } from '../../dashboard-list.api';
import { PublishedLabel } from '../PublishedLabel/PublishedLabel';

export interface DashboardCardProps {
  dashboard: DashboardListRow;
  starred: boolean;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (dashboard: DashboardListRow) => void;
}

/** A dashboard in card mode: title link, status, last change, star and actions. */
export function DashboardCard({ dashboard, starred, onToggleFavorite, onDelete }: DashboardCardProps) {
  return (
    <Card fluid>
      <Card.Content>
        <Card.Header>
          <Link to={dashboardUrl(dashboard)}>{dashboard.dashboard_title}</Link>
        </Card.Header>
        <Card.Meta>{t('Modified %s', dashboard.changed_on_delta_humanized)}</Card.Meta>
        <Card.Description>
          <PublishedLabel published={dashboard.published} />
        </Card.Description>
      </Card.Content>
      <Card.Content extra style={{ display: 'flex', justifyContent: 'space-between' }}>
        <FaveStar itemId={dashboard.id} isStarred={starred} onToggle={onToggleFavorite} t={t} />
        {onDelete && <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(dashboard) }]} />}
      </Card.Content>
    </Card>
  );
}
