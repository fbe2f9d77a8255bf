import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/render-with-app';
import { signedInState } from '../../testing/session-fixtures';
import { birthsDatasource } from '../explore/explore.fixtures';
import { initialFormData } from '../explore/form-data';
import { fakeApi, type FakeCall } from '../resource-list/testing/fake-api';
import { addToast } from '../toasts';
import { ChartActionsMenu, type ChartActionsMenuProps } from './ChartActionsMenu';

// Rendering semantic-ui modals and the data grid in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

const formData = initialFormData({ viz_type: 'table', groupby: ['state'], metrics: ['count'], row_limit: 100 }, birthsDatasource);

const samplesPage = (call: FakeCall) => {
  const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
  return {
    result: {
      colnames: ['state', 'num'],
      coltypes: [1, 0],
      data: [{ state: page === 1 ? 'CA' : 'NY', num: page }],
      total_count: 120,
      page,
      per_page: 50,
      rowcount: 1,
    },
  };
};

function renderMenu(props: Partial<ChartActionsMenuProps> = {}) {
  const onForceRefresh = jest.fn();
  const view = renderWithApp(
    <ChartActionsMenu
      chartName="Births by state"
      formData={formData}
      getChartElement={() => null}
      rendered
      canDownload
      onForceRefresh={onForceRefresh}
      {...props}
    />,
    { state: signedInState({ Admin: [] }) },
  );
  return { ...view, onForceRefresh };
}

async function choose(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  await userEvent.click(screen.getByRole('menuitem', { name }));
}

describe('ChartActionsMenu', () => {
  it('lists the chart actions in a menu at most 500 px tall, exports only with can_csv', async () => {
    const { unmount } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(menu).toHaveStyle({ maxHeight: '500px' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Force refresh',
      'View query',
      'View results',
      'Samples',
      'Drill to detail',
      'Copy permalink to clipboard',
      'Embed code',
      'Download as image',
      'Export to .CSV',
      'Export to .JSON',
      'Export to Excel',
      'Export to full .CSV',
      'Export to full Excel',
    ]);
    unmount();
    renderMenu({ canDownload: false, rendered: false });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Export to .CSV' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Download as image' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("runs 'Force refresh'", async () => {
    const { onForceRefresh } = renderMenu();
    await choose('Force refresh');
    expect(onForceRefresh).toHaveBeenCalledTimes(1);
  });

  it("'View query' shows the chart's SQL formatted, asked for as result_type query", async () => {
    const api = fakeApi([
      {
        method: 'POST',
        url: /^\/api\/v1\/chart\/data$/,
        body: { result: [{ query: 'SELECT state, COUNT(*) AS count FROM public.births GROUP BY state', language: 'sql' }] },
      },
    ]);
    renderMenu();
    await choose('View query');
    const dialog = await screen.findByRole('dialog', { name: 'View query' });
    const sql = await within(dialog).findByLabelText('Query');
    expect(sql.textContent).toBe('SELECT\n  state,\n  COUNT(*) AS count\nFROM\n  public.births\nGROUP BY\n  state');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(api.callsTo('POST', /chart\/data/)[0]?.body).toMatchObject({
      result_type: 'query',
      queries: [{ columns: ['state'], metrics: ['count'] }],
    });
  });

  it("'View results' shows the query's rows and 'Samples' the dataset's rows in the data grid", async () => {
    const api = fakeApi([
      {
        method: 'POST',
        url: /^\/api\/v1\/chart\/data$/,
        body: { result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [{ state: 'TX', count: 9 }], rowcount: 1 }] },
      },
      { method: 'POST', url: /^\/datasource\/samples\?/, body: samplesPage },
    ]);
    renderMenu();
    await choose('View results');
    const results = await screen.findByRole('dialog', { name: 'Results' });
    expect(await within(results).findByRole('gridcell', { name: 'TX' })).toBeInTheDocument();
    expect(api.callsTo('POST', /chart\/data/)[0]?.body).toMatchObject({ result_type: 'results' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await choose('Samples');
    const samples = await screen.findByRole('dialog', { name: 'Samples' });
    expect(await within(samples).findByRole('gridcell', { name: 'CA' })).toBeInTheDocument();
    const [call] = api.callsTo('POST', /datasource\/samples/);
    expect(call?.url).toBe('/datasource/samples?datasource_type=table&datasource_id=7&page=1&force=false');
    expect(call?.body).toEqual({ filters: [] });
  });

  it("'Drill to detail' pages through the rows behind the chart, 50 at a time", async () => {
    const api = fakeApi([{ method: 'POST', url: /^\/datasource\/samples\?/, body: samplesPage }]);
    renderMenu();
    await choose('Drill to detail');
    const dialog = await screen.findByRole('dialog', { name: 'Drill to detail: Births by state' });
    expect(await within(dialog).findByRole('gridcell', { name: 'CA' })).toBeInTheDocument();
    expect(within(dialog).getByText('120 rows')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('2', { selector: 'a' }));
    expect(await within(dialog).findByRole('gridcell', { name: 'NY' })).toBeInTheDocument();
    expect(api.callsTo('POST', /datasource\/samples/).map((call) => new URL(call.url, 'http://x').searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(api.callsTo('POST', /datasource\/samples/)[0]?.url).toContain('per_page=50');
  });

  it("'Copy permalink to clipboard' stores the chart state and copies its link", async () => {
    const api = fakeApi([
      { method: 'POST', url: /^\/api\/v1\/explore\/permalink$/, body: { key: 'abc', url: 'http://tessera.test/superset/explore/p/abc/' } },
    ]);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { actions } = renderMenu();
    await choose('Copy permalink to clipboard');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://tessera.test/superset/explore/p/abc/'));
    expect(api.callsTo('POST', /explore\/permalink/)[0]?.body).toEqual({ formData, urlParams: [] });
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({ type: addToast.type, payload: expect.objectContaining({ type: 'success', text: 'Link Copied!' }) }),
      ),
    );
  });

  it("'Embed code' gives an iframe of the permalink sized by the width and height fields", async () => {
    fakeApi([
      { method: 'POST', url: /^\/api\/v1\/explore\/permalink$/, body: { key: 'abc', url: 'http://tessera.test/superset/explore/p/abc/' } },
    ]);
    renderMenu();
    await choose('Embed code');
    const dialog = await screen.findByRole('dialog', { name: 'Embed code' });
    const code = (await within(dialog).findByRole('textbox', { name: 'Embed code' })) as HTMLTextAreaElement;
    expect(code.value).toContain('width="600"');
    expect(code.value).toContain('src="http://tessera.test/superset/explore/p/abc/?standalone=1&height=400"');
    const width = within(dialog).getByRole('spinbutton', { name: 'Chart width' });
    await userEvent.clear(width);
    await userEvent.type(width, '800');
    expect(code.value).toContain('width="800"');
  });
});
