import type { ActionLogView } from '@tessera/contracts/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { ActionLogPage } from './ActionLogPage';

jest.setTimeout(20_000);

const entry = (id: number, action: string, ids: Partial<ActionLogView>): ActionLogView => ({
  id,
  action,
  user_id: 1,
  user: { username: 'Ada Lovelace' },
  dttm: '2026-11-28T10:00:00Z',
  json: '{}',
  slice_id: null,
  dashboard_id: null,
  duration_ms: 12,
  referrer: null,
  ...ids,
});

const routes: FakeRoute[] = [
  {
    method: 'GET',
    url: /^\/api\/v1\/log\/\?q=/,
    body: { count: 2, result: [entry(1, 'dashboard', { dashboard_id: 3 }), entry(2, 'explore', { slice_id: 9 })] },
  },
  {
    method: 'GET',
    url: /^\/api\/v1\/security\/users\/\?q=/,
    body: { count: 1, result: [{ id: 1, username: 'ada' }] },
  },
];

function renderPage(roles = { Admin: [] }) {
  window.history.replaceState(null, '', '/actionlog/list/');
  return renderWithApp(<ActionLogPage />, { path: '/actionlog/list/', state: signedInState(roles) });
}

describe('ActionLogPage', () => {
  it('lists who did what, newest first, linking the dashboard or chart', async () => {
    const api = fakeApi(routes);
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'dashboard' })).closest('tr') as HTMLElement;
    expect(api.callsTo('GET', /^\/api\/v1\/log\/\?q=/)[0]?.url).toContain('order_column:dttm,order_direction:desc');
    expect(within(row).getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Dashboard 3' })).toHaveAttribute('href', '/superset/dashboard/3/');
    expect(screen.getByRole('link', { name: 'Chart 9' })).toHaveAttribute('href', '/explore/?slice_id=9');
  });

  it('filters by action and by user on the server', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    await screen.findByRole('cell', { name: 'dashboard' });
    await person.type(screen.getByRole('searchbox', { name: 'Action' }), 'explore{Enter}');
    await person.click(screen.getByRole('combobox', { name: 'User' }));
    await person.click(await screen.findByRole('option', { name: 'ada' }));
    await waitFor(() => {
      const url = api.callsTo('GET', /^\/api\/v1\/log\/\?q=/).at(-1)?.url;
      expect(url).toContain('(col:action,opr:ct,value:explore)');
      expect(url).toContain('(col:user_id,opr:eq,value:1)');
    });
  });

  it('is for administrators only', async () => {
    const api = fakeApi(routes);
    renderPage({ Gamma: [] } as never);
    expect(await screen.findByText('Access is Denied')).toBeInTheDocument();
    expect(api.callsTo('GET', /\/api\/v1\/log\//)).toHaveLength(0);
  });
});
