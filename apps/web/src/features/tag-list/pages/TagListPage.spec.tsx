import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import type { TagListRow } from '../tag-list.api';
import { TagListPage } from './TagListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const tags: TagListRow[] = [
  { id: 11, name: 'finance', description: 'Money matters', changed_by: null, changed_on_delta_humanized: 'a day ago' },
  {
    id: 12,
    name: 'q1',
    description: '',
    changed_by: { id: 2, first_name: 'Ada', last_name: 'Lovelace' },
    changed_on_delta_humanized: 'now',
  },
];

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/tag\/_info/, body: { permissions: ['can_read', 'can_write'] } },
  {
    method: 'GET',
    url: /^\/api\/v1\/tag\/favorite_status\//,
    body: {
      result: [
        { id: 11, value: true },
        { id: 12, value: false },
      ],
    },
  },
  { method: 'GET', url: /^\/api\/v1\/tag\/\?q=/, body: { count: 2, result: tags } },
  { method: 'DELETE', url: /^\/api\/v1\/tag\/\?q=/, body: { message: 'Deleted 1 tag' } },
];

describe('TagListPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/superset/tags/'));

  it('lists custom tags only, each linking to what it tags, with its star', async () => {
    const api = fakeApi(routes);
    renderWithApp(<TagListPage />, { path: '/superset/tags/', state: signedInState({ Admin: [] }) });
    expect(await screen.findByRole('link', { name: 'finance' })).toHaveAttribute('href', '/superset/all_entities/?id=11');
    expect(api.callsTo('GET', /^\/api\/v1\/tag\/\?q=/)[0]?.url).toContain('filters:!((col:type,opr:eq,value:1))');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Unfavorite' })).toHaveLength(1));
  });

  it('deletes a tag by its name', async () => {
    const api = fakeApi(routes);
    renderWithApp(<TagListPage />, { path: '/superset/tags/', state: signedInState({ Admin: [] }) });
    const row = (await screen.findByRole('link', { name: 'q1' })).closest('tr') as HTMLElement;
    await userEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.type(within(dialog).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', /\/api\/v1\/tag\//)[0]?.url).toBe('/api/v1/tag/?q=!(q1)'));
  });
});
