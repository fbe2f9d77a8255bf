import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { fakeApi } from '../../../resource-list/testing/fake-api';
import { AlertListPage } from '../../pages/ScheduleListPage';
import { chooseOption } from '../../../../testing/dropdown';

jest.setTimeout(30_000);

/** Ace takes text through its editor, not through input events jsdom could send. */
function typeSql(sql: string) {
  const editor = (document.querySelector('.ace_editor') as unknown as { env: { editor: { setValue(text: string): void } } }).env.editor;
  editor.setValue(sql);
}

describe('the alert modal', () => {
  it('creates an alert on a query, a condition and a dashboard, refusing it while a rule is broken', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/alert/list/');
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/report\/_info/, body: { permissions: ['can_read', 'can_write'] } },
      { method: 'GET', url: /^\/api\/v1\/report\/\?q=/, body: { count: 0, ids: [], result: [] } },
      { method: 'GET', url: /^\/api\/v1\/database\/\?q=/, body: { count: 1, result: [{ id: 1, database_name: 'examples' }] } },
      { method: 'GET', url: /^\/api\/v1\/dashboard\/\?q=/, body: { count: 1, result: [{ id: 7, dashboard_title: 'Sales' }] } },
      { method: 'POST', url: /^\/api\/v1\/report\/$/, body: { id: 30, result: {} } },
    ]);
    const { store } = renderWithApp(<AlertListPage />, { path: '/alert/list/', state: signedInState({ Admin: [] }) });
    // The header's button; the empty list offers the same one.
    await user.click((await screen.findAllByRole('button', { name: '+ Alert' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add alert' });
    await within(dialog).findByRole('group', { name: 'SQL Query' });

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const problem of ['Name is required', 'Select a database', 'The alert needs a SQL query', 'Select a dashboard']) {
      expect(within(dialog).getByText(problem)).toBeInTheDocument();
    }
    expect(api.callsTo('POST', /^\/api\/v1\/report\/$/)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Alert name/), 'Too many orders');
    await user.click(within(dialog).getByRole('combobox', { name: 'Database' }));
    await user.click(await screen.findByRole('option', { name: 'examples' }, { timeout: 5000 }));
    typeSql('SELECT count(*) FROM orders');
    await chooseOption(user, 'Trigger Alert If...', '> (Larger than)', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('The threshold must be a number')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Value/), '5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }, { timeout: 5000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('The alert has been created'));
    expect(api.callsTo('POST', /^\/api\/v1\/report\/$/)[0]?.body).toMatchObject({
      type: 'Alert',
      name: 'Too many orders',
      creation_method: 'alerts_reports',
      database: 1,
      sql: 'SELECT count(*) FROM orders',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 5 },
      dashboard: 7,
      chart: null,
      grace_period: 14400,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.org' } }],
    });
  });
});
