import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../../resource-list/testing/fake-api';
import { listRow } from '../../testing/report-fixtures';
import { ReportHeaderMenu } from './ReportHeaderMenu';

jest.setTimeout(30_000);

const toasts = (store: { getState(): { toasts: { items: { text: string }[] } } }) =>
  store.getState().toasts.items.map((toast) => toast.text);
const row = listRow({ id: 21, name: 'Sales' });
const listRoute = (found: boolean): FakeRoute => ({
  method: 'GET',
  url: /^\/api\/v1\/report\/\?q=/,
  body: found ? { count: 1, ids: [21], result: [row] } : { count: 0, ids: [], result: [] },
});

describe('ReportHeaderMenu', () => {
  it("sets up the user's email report of a dashboard and then offers to manage it", async () => {
    const user = userEvent.setup();
    let created = false;
    const api = fakeApi([
      {
        method: 'GET',
        url: /^\/api\/v1\/report\/\?q=/,
        body: () => (created ? { count: 1, ids: [21], result: [row] } : { count: 0, ids: [], result: [] }),
      },
      {
        method: 'POST',
        url: /^\/api\/v1\/report\/$/,
        body: () => {
          created = true;
          return { id: 21, result: {} };
        },
      },
    ]);
    const { store } = renderWithApp(<ReportHeaderMenu kind="dashboard" id={7} name="Sales" />, { state: signedInState({ Admin: [] }) });
    const setUp = await screen.findByRole('button', { name: 'Set up an email report' });
    await waitFor(() => expect(setUp).toBeEnabled());
    const [lookup] = api.callsTo('GET', /^\/api\/v1\/report\/\?q=/);
    expect(lookup?.url).toContain('(col:dashboard_id,opr:eq,value:7)');
    expect(lookup?.url).toContain('(col:creation_method,opr:eq,value:dashboards)');
    expect(lookup?.url).toContain('(col:created_by,opr:rel_o_m,value:1)');

    await user.click(setUp);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a new email report' });
    expect(within(dialog).getByLabelText(/Report name/)).toHaveValue('Sales');
    expect(within(dialog).getByLabelText(/Email recipients/)).toHaveValue('ada@example.org');
    // A dashboard is sent as a picture or a document only.
    expect(
      within(within(dialog).getByRole('listbox', { name: 'Format' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Image (PNG) embedded in email', 'PDF attached in email']);
    await user.clear(within(dialog).getByLabelText('Hour'));
    await user.type(within(dialog).getByLabelText('Hour'), '25');
    expect(within(dialog).getByText('Invalid cron expression')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(api.callsTo('POST', /^\/api\/v1\/report\/$/)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Hour'));
    await user.type(within(dialog).getByLabelText('Hour'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toasts(store)).toContain('The report has been created'));
    expect(api.callsTo('POST', /^\/api\/v1\/report\/$/)[0]?.body).toMatchObject({
      type: 'Report',
      name: 'Sales',
      creation_method: 'dashboards',
      dashboard: 7,
      crontab: '0 8 * * *',
      report_format: 'PNG',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.org' } }],
    });
    expect(await screen.findByRole('button', { name: 'Manage email report' })).toBeInTheDocument();
  });

  it("switches the report off, deletes it with 'Deleted: %s', and reports failures with the spec's words", async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      listRoute(true),
      { method: 'PUT', url: /^\/api\/v1\/report\/21$/, status: 500, body: { message: 'down' } },
      { method: 'DELETE', url: /^\/api\/v1\/report\/21$/, body: { message: 'OK' } },
    ]);
    const { store } = renderWithApp(<ReportHeaderMenu kind="chart" id={3} name="Orders" />, { state: signedInState({ Admin: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Manage email report' }));
    await user.click(screen.getByRole('menuitem', { name: /Email reports active/ }));
    await waitFor(() => expect(toasts(store)).toContain('We were unable to active or deactivate this report.'));
    expect(api.callsTo('PUT', /^\/api\/v1\/report\/21$/)[0]?.body).toEqual({ active: false });
    expect(api.callsTo('GET', /^\/api\/v1\/report\/\?q=/)[0]?.url).toContain('(col:chart_id,opr:eq,value:3)');

    await user.click(screen.getByRole('button', { name: 'Manage email report' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete email report' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete email report' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts(store)).toContain('Deleted: Sales'));
    expect(await screen.findByRole('button', { name: 'Set up an email report' })).toBeInTheDocument();
  });

  it('says when the reports of the dashboard cannot be fetched', async () => {
    fakeApi([{ method: 'GET', url: /^\/api\/v1\/report\/\?q=/, status: 500, body: { message: 'down' } }]);
    const { store } = renderWithApp(<ReportHeaderMenu kind="dashboard" id={7} name="Sales" />, { state: signedInState({ Admin: [] }) });
    await waitFor(() => expect(toasts(store)).toContain('There was an issue fetching reports attached to this dashboard.'));
  });

  it('is not offered to users who may not write reports', () => {
    fakeApi([listRoute(false)]);
    renderWithApp(<ReportHeaderMenu kind="dashboard" id={7} name="Sales" />, {
      state: signedInState({ Gamma: [['can_read', 'ReportSchedule']] }),
    });
    expect(screen.queryByRole('button', { name: 'Set up an email report' })).not.toBeInTheDocument();
  });
});
