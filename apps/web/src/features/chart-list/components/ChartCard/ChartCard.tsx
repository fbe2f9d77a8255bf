import { FaveStar } from '@tessera/ui';
import { Card } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { CardCover, RowActions, userNames } from '../../../resource-list';
import type { ChartListRow } from '../../chart-list.api';
import { ChartNameLink } from '../chart-list.columns';
import { vizTypeName } from '../../viz-type-name';
import { DashboardLinks } from '../DashboardLinks/DashboardLinks';

export interface ChartCardProps {
  chart: ChartListRow;
  starred: boolean;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (chart: ChartListRow) => void;
}

/** A chart in card mode: cover, name linking to Explore, type, owners, dashboards, last change, star and actions. */
export function ChartCard({ chart, starred, onToggleFavorite, onDelete }: ChartCardProps) {
  const owners = userNames(chart.owners);
  return (
    <Card fluid>
      <CardCover icon="chart bar outline" thumbnailUrl={chart.thumbnail_url} />
      <Card.Content>
        <Card.Header>
          <ChartNameLink chart={chart} />
        </Card.Header>
        <Card.Meta>{t('Modified %s', chart.changed_on_delta_humanized)}</Card.Meta>
        <Card.Description>
          <div>
            {vizTypeName(chart.viz_type)}
            {chart.datasource_name_text ? ` · ${chart.datasource_name_text}` : ''}
          </div>
          {owners && <div>{t('Owners: %s', owners)}</div>}
          {chart.dashboards && chart.dashboards.length > 0 && (
            <div>
              {t('Dashboards:')} <DashboardLinks dashboards={chart.dashboards} />
            </div>
          )}
        </Card.Description>
      </Card.Content>
      <Card.Content extra style={{ display: 'flex', justifyContent: 'space-between' }}>
        <FaveStar itemId={chart.id} isStarred={starred} onToggle={onToggleFavorite} t={t} />
        {/* Pushed to the card's right edge whatever else the footer holds. */}
        {onDelete && (
          <span style={{ marginInlineStart: 'auto' }}>
            <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(chart) }]} />
          </span>
        )}
      </Card.Content>
    </Card>
  );
}
