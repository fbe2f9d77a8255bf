import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { listRow, scheduleView } from '../testing/report-fixtures';
import { AlertListPage, ReportListPage } from './ScheduleListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(30_000);

const weekly = listRow();

const detail = scheduleView();

function routes(extra: FakeRoute[] = []): FakeRoute[] {
  return [
    ...extra,
    { method: 'GET', url: /^\/api\/v1\/report\/_info/, body: { permissions: ['can_read', 'can_write'] } },
    { method: 'GET', url: /^\/api\/v1\/report\/\?q=/, body: { count: 1, ids: [9], result: [weekly] } },
    { method: 'GET', url: /^\/api\/v1\/report\/9$/, body: { id: 9, result: detail } },
  ];
}

const toasts = (store: { getState(): { toasts: { items: { text: string }[] } } }) =>
  store.getState().toasts.items.map((toast) => toast.text);

describe('Alerts & Reports list', () => {
  beforeEach(() => window.history.replaceState(null, '', '/report/list/'));

  it('lists the reports tab only, with the last state, the schedule, owners and the active toggle', async () => {
    const api = fakeApi(routes());
    renderWithApp(<ReportListPage />, { path: '/report/list/', state: signedInState({ Admin: [] }) });
    const row = (await screen.findByText('Weekly sales')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Error')).toBeInTheDocument();
    // '0 8 * * 1' in words in the user's language, not the server's English.
    expect(within(row).getByText('Every week on Monday at 08:00 AM')).toBeInTheDocument();
    expect(within(row).getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(within(row).getByRole('checkbox', { name: 'Active: Weekly sales' })).toBeChecked();
    const [list] = api.callsTo('GET', /^\/api\/v1\/report\/\?q=/);
    expect(list?.url).toContain('(col:type,opr:eq,value:Report)');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/alert/list/');
  });

  it('asks the alerts tab for alerts', async () => {
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/report\/_info/, body: { permissions: ['can_read'] } },
      { method: 'GET', url: /^\/api\/v1\/report\/\?q=/, body: { count: 0, ids: [], result: [] } },
    ]);
    window.history.replaceState(null, '', '/alert/list/');
    renderWithApp(<AlertListPage />, { path: '/alert/list/', state: signedInState({ Gamma: [] }) });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/report\/\?q=/)[0]?.url).toContain('(col:type,opr:eq,value:Alert)'));
    expect(screen.queryByRole('button', { name: '+ Alert' })).not.toBeInTheDocument();
  });

  it('switches a report off with PUT {active} and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes([{ method: 'PUT', url: /^\/api\/v1\/report\/9$/, body: { id: 9 } }]));
    const { store } = renderWithApp(<ReportListPage />, { path: '/report/list/', state: signedInState({ Admin: [] }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Active: Weekly sales' }));
    await waitFor(() => expect(api.callsTo('PUT', /^\/api\/v1\/report\/9$/)).toHaveLength(1));
    expect(api.callsTo('PUT', /^\/api\/v1\/report\/9$/)[0]?.body).toEqual({ active: false });
    // The list asks again so the row shows what the server holds.
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/report\/\?q=/).length).toBeGreaterThan(1));

    fakeApi(routes([{ method: 'PUT', url: /^\/api\/v1\/report\/9$/, status: 422, body: { message: 'no' } }]));
    await user.click(screen.getByRole('checkbox', { name: 'Active: Weekly sales' }));
    await waitFor(() => expect(toasts(store)).toContain('We were unable to active or deactivate this report.'));
  });

  it("deletes after the typed confirmation with 'Deleted: %s', and says when it could not", async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes([{ method: 'DELETE', url: /^\/api\/v1\/report\/9$/, body: { message: 'OK' } }]));
    const { store } = renderWithApp(<ReportListPage />, { path: '/report/list/', state: signedInState({ Admin: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.type(screen.getByRole('textbox', { name: /DELETE/i }), 'DELETE');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts(store)).toContain('Deleted: Weekly sales'));
    expect(api.callsTo('DELETE', /^\/api\/v1\/report\/9$/)).toHaveLength(1);

    fakeApi(routes([{ method: 'DELETE', url: /^\/api\/v1\/report\/9$/, status: 403, body: { message: 'Forbidden' } }]));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.type(screen.getByRole('textbox', { name: /DELETE/i }), 'DELETE');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts(store)).toContain('Your report could not be deleted'));
  });

  it("edits a report in the modal and saves it with 'Report updated'", async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes([{ method: 'PUT', url: /^\/api\/v1\/report\/9$/, body: { id: 9, result: {} } }]));
    const { store } = renderWithApp(<ReportListPage />, { path: '/report/list/', state: signedInState({ Admin: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit report' });
    const name = await within(dialog).findByLabelText(/Report name/);
    expect(name).toHaveValue('Weekly sales');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo('PUT', /^\/api\/v1\/report\/9$/)).toHaveLength(0);
    await user.type(name, 'Monday sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts(store)).toContain('Report updated'));
    expect(api.callsTo('PUT', /^\/api\/v1\/report\/9$/)[0]?.body).toMatchObject({
      name: 'Monday sales',
      dashboard: 7,
      crontab: '0 8 * * 1',
      timezone: 'Europe/Berlin',
      owners: [1],
    });
  });

  it('opens the execution log of a row', async () => {
    const user = userEvent.setup();
    fakeApi(routes());
    renderWithApp(<ReportListPage />, { path: '/report/list/', state: signedInState({ Admin: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Execution log' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/report/9/log/');
  });
});
