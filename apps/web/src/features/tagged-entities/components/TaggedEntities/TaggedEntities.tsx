import { ErrorAlert, Loading } from '@tessera/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Header, Table } from 'semantic-ui-react';
import { formatDateTime, t } from '../../../../i18n';
import { usePageDispatch, usePageSelector, userNames } from '../../../resource-list';
import type { TaggedObject, TaggedObjectType } from '../../tagged-entities.api';
import { taggedEntitiesRequested, type TaggedEntitiesState } from '../../tagged-entities.slice';

/** Sections in Superset's order; datasets only appear when something is in them. */
const SECTIONS: readonly { type: TaggedObjectType; title: () => string; always: boolean }[] = [
  { type: 'dashboard', title: () => t('Dashboards'), always: true },
  { type: 'chart', title: () => t('Charts'), always: true },
  { type: 'query', title: () => t('Saved queries'), always: true },
  { type: 'dataset', title: () => t('Datasets'), always: false },
];

function ObjectTable({ objects }: { objects: readonly TaggedObject[] }) {
  if (objects.length === 0) return <p style={{ color: '#767676' }}>{t('No entities have this tag currently assigned')}</p>;
  return (
    <Table compact>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t('Name')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Owners')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Last modified')}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {objects.map((object) => (
          <Table.Row key={`${object.type}-${object.id}`}>
            <Table.Cell>
              <Link to={object.url}>{object.name}</Link>
            </Table.Cell>
            <Table.Cell>{userNames(object.owners)}</Table.Cell>
            <Table.Cell>{object.changed_on ? formatDateTime(new Date(object.changed_on)) : ''}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}

/** A tag's name and description with everything carrying it, grouped by kind. */
export function TaggedEntities({ tagId }: { tagId: number }) {
  const dispatch = usePageDispatch();
  const { tag, objects, loading, error } = usePageSelector((state: { taggedEntities: TaggedEntitiesState }) => state.taggedEntities);
  useEffect(() => {
    dispatch(taggedEntitiesRequested({ tagId }));
  }, [dispatch, tagId]);

  if (error) return <ErrorAlert message={error.message} t={t} />;
  if (loading || !tag) return <Loading t={t} />;
  return (
    <>
      <Header as="h1">
        {tag.name}
        {tag.description && <Header.Subheader>{tag.description}</Header.Subheader>}
      </Header>
      {SECTIONS.map(({ type, title, always }) => {
        const ofType = objects.filter((object) => object.type === type);
        if (!always && ofType.length === 0) return null;
        return (
          <section key={type} aria-label={title()}>
            <Header as="h2" size="small">
              {title()}
            </Header>
            <ObjectTable objects={ofType} />
          </section>
        );
      })}
    </>
  );
}
