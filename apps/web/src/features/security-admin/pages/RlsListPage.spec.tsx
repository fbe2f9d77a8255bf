import type { RlsRuleView } from '@tessera/contracts/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { RlsListPage } from './RlsListPage';

jest.setTimeout(20_000);

const rule: RlsRuleView = {
  id: 5,
  name: 'EMEA only',
  description: null,
  filter_type: 'Regular',
  clause: "territory = 'EMEA'",
  group_key: 'region',
  tables: [{ id: 7 }],
  roles: [{ id: 4, name: 'Gamma' }],
  changed_on_delta_humanized: 'now',
};

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/rowlevelsecurity\/\?q=/, body: { count: 1, ids: [5], result: [rule] } },
  { method: 'GET', url: /^\/api\/v1\/rowlevelsecurity\/5$/, body: { id: 5, result: rule } },
  {
    method: 'GET',
    url: /^\/api\/v1\/dataset\/\?q=/,
    body: (call: { url: string }) =>
      call.url.includes('opr:in')
        ? { count: 1, result: [{ id: 7, table_name: 'sales', schema: 'public' }] }
        : {
            count: 2,
            result: [
              { id: 7, table_name: 'sales', schema: 'public' },
              { id: 8, table_name: 'orders', schema: 'public' },
            ],
          },
  },
  { method: 'GET', url: /^\/api\/v1\/security\/roles\/\?q=/, body: { count: 1, result: [{ id: 4, name: 'Gamma' }] } },
  { method: 'POST', url: /^\/api\/v1\/rowlevelsecurity\/$/, status: 201, body: { id: 6, result: {} } },
  { method: 'PUT', url: /^\/api\/v1\/rowlevelsecurity\/5$/, body: { id: 5, result: {} } },
  { method: 'DELETE', url: /^\/api\/v1\/rowlevelsecurity\/\?q=/, body: { message: 'Deleted 1 rules' } },
];

function renderPage() {
  window.history.replaceState(null, '', '/rowlevelsecurity/list/');
  return renderWithApp(<RlsListPage />, { path: '/rowlevelsecurity/list/', state: signedInState({ Admin: [] }) });
}

describe('RlsListPage', () => {
  it('lists rules with their type, group key, clause and roles', async () => {
    fakeApi(routes);
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'EMEA only' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Regular' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'region' })).toBeInTheDocument();
    expect(within(row).getByText("territory = 'EMEA'")).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Gamma' })).toBeInTheDocument();
  });

  it('adds a Base rule over a dataset, its roles named as excluded', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    await screen.findByRole('cell', { name: 'EMEA only' });
    await person.click(screen.getByRole('button', { name: 'Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rule' });
    await person.type(within(dialog).getByLabelText(/Rule Name/), 'Not the test data');
    await person.click(within(dialog).getByRole('combobox', { name: 'Filter Type' }));
    await person.click(await screen.findByRole('option', { name: 'Base' }));
    await person.click(within(dialog).getByRole('combobox', { name: 'Datasets' }));
    await person.click(await screen.findByRole('option', { name: 'public.orders' }));
    await person.click(within(dialog).getByRole('combobox', { name: 'Excluded roles' }));
    await person.click(await screen.findByRole('option', { name: 'Gamma' }));
    await person.type(within(dialog).getByLabelText(/Clause/), 'is_test = false');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', /\/rowlevelsecurity\/$/)).toHaveLength(1));
    expect(api.callsTo('POST', /\/rowlevelsecurity\/$/)[0]?.body).toEqual({
      name: 'Not the test data',
      filter_type: 'Base',
      tables: [8],
      roles: [4],
      group_key: null,
      clause: 'is_test = false',
      description: null,
    });
  });

  it('edits a rule showing its datasets by name', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'EMEA only' })).closest('tr') as HTMLElement;
    await person.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    expect(await within(dialog).findByText('public.sales')).toBeInTheDocument();
    const clause = within(dialog).getByLabelText(/Clause/);
    await person.clear(clause);
    await person.type(clause, "territory = 'APAC'");
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', /\/rowlevelsecurity\/5$/)[0]?.body).toEqual({
        name: 'EMEA only',
        filter_type: 'Regular',
        tables: [7],
        roles: [4],
        group_key: 'region',
        clause: "territory = 'APAC'",
        description: null,
      }),
    );
  });
});
