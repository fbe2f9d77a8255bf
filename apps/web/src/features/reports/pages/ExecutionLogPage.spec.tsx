import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi } from '../../resource-list/testing/fake-api';
import { logRow } from '../testing/report-fixtures';
import { ReportLogPage } from './ExecutionLogPage';

jest.setTimeout(30_000);

const run = logRow();

function renderLog() {
  window.history.replaceState(null, '', '/report/9/log/');
  return renderWithApp(
    <Routes>
      <Route path="/report/:id/log/" element={<ReportLogPage />} />
    </Routes>,
    { path: '/report/9/log/', state: signedInState({ Admin: [] }) },
  );
}

describe('Execution log', () => {
  it("lists a report's runs, newest first, with state, duration and the error", async () => {
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/report\/9$/, body: { id: 9, result: { id: 9, name: 'Weekly sales' } } },
      { method: 'GET', url: /^\/api\/v1\/report\/9\/log\/\?q=/, body: { count: 1, ids: [1], result: [run] } },
    ]);
    renderLog();
    expect(await screen.findByRole('heading', { name: 'Execution log: Weekly sales' })).toBeInTheDocument();
    const row = (await screen.findByText('SMTP refused: 550 mailbox unavailable')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Error')).toBeInTheDocument();
    expect(within(row).getByText('3.5 s')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-23 07:00:00')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-23 07:00:01')).toBeInTheDocument();
    expect(api.callsTo('GET', /^\/api\/v1\/report\/9\/log\//)[0]?.url).toContain('order_column:start_dttm,order_direction:desc');
    expect(screen.getByRole('link', { name: 'Back to all reports' })).toHaveAttribute('href', '/report/list/');
  });

  it('says the schedule has not run yet when its log is empty', async () => {
    fakeApi([
      { method: 'GET', url: /^\/api\/v1\/report\/9$/, body: { id: 9, result: { id: 9, name: 'Weekly sales' } } },
      { method: 'GET', url: /^\/api\/v1\/report\/9\/log\/\?q=/, body: { count: 0, ids: [], result: [] } },
    ]);
    renderLog();
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Execution log: Weekly sales' })).toBeInTheDocument());
  });
});
