import { FaveStar } from '@tessera/ui';
import { Card } from 'semantic-ui-react';
import { Link } from 'react-router-dom';
import { t } from '../../../../i18n';
import { RowActions } from '../../../resource-list';
import { chartExploreUrl, type ChartListRow } from '../../chart-list.api';

export interface ChartCardProps {
  chart: ChartListRow;
  starred: boolean;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (chart: ChartListRow) => void;
}

/** A chart in card mode: name linking to Explore, type, dataset, last change, star and actions. */
export function ChartCard({ chart, starred, onToggleFavorite, onDelete }: ChartCardProps) {
  return (
    <Card fluid>
      <Card.Content>
        <Card.Header>
          <Link to={chartExploreUrl(chart)}>{chart.slice_name}</Link>
        </Card.Header>
        <Card.Meta>{t('Modified %s', chart.changed_on_delta_humanized)}</Card.Meta>
        <Card.Description>
          {chart.viz_type}
          {chart.datasource_name_text ? ` · ${chart.datasource_name_text}` : ''}
        </Card.Description>
      </Card.Content>
      <Card.Content extra style={{ display: 'flex', justifyContent: 'space-between' }}>
        <FaveStar itemId={chart.id} isStarred={starred} onToggle={onToggleFavorite} t={t} />
        {onDelete && <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(chart) }]} />}
      </Card.Content>
    </Card>
  );
}
