import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi } from '../../resource-list/testing/fake-api';
import { TaggedEntitiesPage } from './TaggedEntitiesPage';

jest.setTimeout(20_000);

const owner = { first_name: 'Ada', last_name: 'Lovelace' };

function renderPage(path: string) {
  return renderWithApp(<TaggedEntitiesPage />, { path, state: signedInState({ Admin: [] }) });
}

describe('TaggedEntitiesPage', () => {
  it('shows the tag and its objects by kind, each linking to the object', async () => {
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/tag\/3$/, body: { result: { id: 3, name: 'finance', description: 'Money matters' } } },
      {
        method: 'GET',
        url: /^\/api\/v1\/tag\/get_objects\/\?tagIds=3$/,
        body: {
          result: [
            { id: 1, type: 'dashboard', name: 'Sales', url: '/superset/dashboard/1/', changed_on: '2026-01-02T10:00:00', owners: [owner] },
            {
              id: 7,
              type: 'dataset',
              name: 'orders',
              url: '/explore/?datasource_type=table&datasource_id=7',
              changed_on: null,
              owners: [],
            },
            {
              id: 8,
              type: 'dataset',
              name: 'returns',
              url: '/explore/?datasource_type=table&datasource_id=8',
              changed_on: null,
              owners: [],
            },
          ],
        },
      },
    ]);
    renderPage('/superset/all_entities/?id=3');
    expect(await screen.findByRole('heading', { name: /finance/ })).toHaveTextContent('Money matters');
    const dashboards = screen.getByRole('region', { name: 'Dashboards' });
    expect(within(dashboards).getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/superset/dashboard/1/');
    expect(within(dashboards).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Charts' })).getByText('No entities have this tag currently assigned'),
    ).toBeInTheDocument();
    const datasets = screen.getByRole('region', { name: 'Datasets' });
    expect(
      within(datasets)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/explore/?datasource_type=table&datasource_id=7', '/explore/?datasource_type=table&datasource_id=8']);
    expect(api.callsTo('GET', /get_objects/)).toHaveLength(1);
  });

  it('reports a tag that cannot be loaded', async () => {
    fakeApi([
      { method: 'GET', url: /^\/api\/v1\/tag\/4$/, status: 404, body: { message: 'Not found' } },
      { method: 'GET', url: /get_objects/, body: { result: [] } },
    ]);
    renderPage('/superset/all_entities/?id=4');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Datasets' })).not.toBeInTheDocument();
  });

  it('needs a tag id', () => {
    fakeApi([]);
    renderPage('/superset/all_entities/');
    expect(screen.getByText('No tag id given')).toBeInTheDocument();
  });
});
