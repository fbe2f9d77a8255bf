import { EmptyState } from '@tessera/ui';
import { useEffect } from 'react';
import { Card, Loader, Message, type SemanticWIDTHS } from 'semantic-ui-react';
import { Link } from 'react-router-dom';
import { t } from '../../../../i18n';
import { useResourceList } from '../../../resource-list';
import type { HomeCardItem } from '../../home-list.types';

export interface HomeCardGridProps<T> {
  toCard: (row: T) => HomeCardItem;
  sortColumn: string;
  pageSize: number;
  emptyText: string;
}

/** The first page of a home list as cards, with its loading, empty and error states. */
export function HomeCardGrid<T>({ toCard, sortColumn, pageSize, emptyText }: HomeCardGridProps<T>) {
  const list = useResourceList<T>();
  const { fetchData } = list;
  useEffect(() => {
    fetchData({ pageIndex: 0, pageSize, sortBy: [{ id: sortColumn, desc: true }], filters: [] });
  }, [fetchData, pageSize, sortColumn]);

  if (list.error) return <Message negative size="small" header={t('Could not load this list')} content={list.error.message} />;
  if (list.loading && list.rows.length === 0) return <Loader active inline="centered" content={t('Loading...')} />;
  if (list.rows.length === 0) return <EmptyState size="small" title={emptyText} description={null} t={t} />;
  return (
    <Card.Group itemsPerRow={pageSize as SemanticWIDTHS} stackable doubling>
      {list.rows.map(toCard).map((card) => (
        <Card key={card.key}>
          <Card.Content>
            <Card.Header as="h3" style={{ fontSize: '1em' }}>
              <Link to={card.url}>{card.title}</Link>
            </Card.Header>
            <Card.Meta>{card.meta}</Card.Meta>
          </Card.Content>
        </Card>
      ))}
    </Card.Group>
  );
}
