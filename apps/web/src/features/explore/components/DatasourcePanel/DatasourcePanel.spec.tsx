import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import type { RolePermissions } from '../../../auth';
import { datasetView } from '../../../dataset-editor/dataset-editor.fixtures';
import { fakeApi } from '../../../resource-list/testing/fake-api';
import type { ExploreDatasource } from '../../explore.types';
import { DatasourcePanel } from './DatasourcePanel';

// The edit modal runs its real saga against the fake network; a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const fruit: ExploreDatasource = {
  id: 5,
  type: 'table',
  name: 'public.fruit',
  owners: [{ id: 2 }],
  extra: JSON.stringify({
    certification: { certified_by: 'Data team', details: 'Reviewed weekly' },
    warning_markdown: 'Refreshed nightly',
  }),
  columns: [
    {
      column_name: 'name',
      type: 'VARCHAR',
      type_generic: 1,
      description: 'The fruit as sold',
      certified_by: 'Finance',
      certification_details: 'Matches the ledger',
    },
    { column_name: 'qty', type: 'INTEGER', type_generic: 0, warning_markdown: 'Counts returns too' },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)' },
    { metric_name: 'total_qty', verbose_name: 'Total quantity', expression: 'SUM(qty)', warning_text: 'Excludes gifts' },
  ],
};

function renderPanel(roles: RolePermissions = { Admin: [] }, datasource: ExploreDatasource = fruit) {
  const onDatasourceChange = jest.fn();
  const view = renderWithApp(<DatasourcePanel datasource={datasource} onDatasourceChange={onDatasourceChange} />, {
    path: '/explore/?slice_id=1',
    state: signedInState(roles),
  });
  return { ...view, onDatasourceChange, panel: screen.getByRole('region', { name: 'Dataset' }) };
}

async function tooltipOf(user: ReturnType<typeof userEvent.setup>, target: HTMLElement): Promise<string> {
  await user.hover(target);
  const text = (await screen.findByRole('tooltip')).textContent ?? '';
  await user.unhover(target);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  return text;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'More' }));
  return screen.getByRole('menu', { name: 'More' });
}

describe('DatasourcePanel', () => {
  it('shows certification, warning and description badges of the dataset, its metrics and its columns', async () => {
    const user = userEvent.setup();
    const { panel } = renderPanel();
    const heading = within(panel).getByRole('heading', { name: /public\.fruit/ });
    expect(await tooltipOf(user, within(heading).getByRole('img', { name: 'Certified' }))).toBe('Certified by Data teamReviewed weekly');
    expect(await tooltipOf(user, within(heading).getByRole('img', { name: 'Warning' }))).toBe('Refreshed nightly');

    const [count, total] = within(within(panel).getByRole('list', { name: 'Metrics' })).getAllByRole('listitem');
    expect(within(count as HTMLElement).queryByRole('img', { name: 'Warning' })).toBeNull();
    expect(total).toHaveTextContent('Total quantity');
    expect(await tooltipOf(user, within(total as HTMLElement).getByRole('img', { name: 'Warning' }))).toBe('Excludes gifts');

    const [name, qty] = within(within(panel).getByRole('list', { name: 'Columns' })).getAllByRole('listitem');
    expect(within(name as HTMLElement).getByRole('img', { name: 'String' })).toBeInTheDocument();
    expect(await tooltipOf(user, within(name as HTMLElement).getByRole('img', { name: 'Certified' }))).toBe(
      'Certified by FinanceMatches the ledger',
    );
    expect(await tooltipOf(user, within(name as HTMLElement).getByRole('img', { name: 'Description' }))).toBe('The fruit as sold');
    expect(within(qty as HTMLElement).queryByRole('img', { name: 'Certified' })).toBeNull();
    expect(await tooltipOf(user, within(qty as HTMLElement).getByRole('img', { name: 'Warning' }))).toBe('Counts returns too');
  });

  it('counts the metrics and columns the search leaves', async () => {
    const user = userEvent.setup();
    const { panel } = renderPanel();
    expect(
      within(panel)
        .getAllByText(/^Showing \d+ of \d+$/)
        .map((line) => line.textContent),
    ).toEqual(['Showing 2 of 2', 'Showing 2 of 2']);
    await user.type(within(panel).getByRole('textbox', { name: 'Search Metrics & Columns' }), 'name');
    expect(
      within(panel)
        .getAllByText(/^Showing \d+ of \d+$/)
        .map((line) => line.textContent),
    ).toEqual(['Showing 0 of 2', 'Showing 1 of 2']);
  });

  it('offers edit, swap and the SQL editor to an admin, and opens the dataset in the SQL editor', async () => {
    const user = userEvent.setup();
    const { panel } = renderPanel();
    const menu = await openMenu(user, panel);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit dataset', 'Swap dataset', 'View in SQL Lab']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View in SQL Lab' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sqllab/?datasourceKey=5__table');
  });

  it('lets only owners and admins edit, and only users with dataset write access see the entry', async () => {
    const user = userEvent.setup();
    const writer: RolePermissions = {
      Alpha: [
        ['can_write', 'Dataset'],
        ['menu_access', 'SQL Lab'],
      ],
    };
    const notOwner = renderPanel(writer);
    const menu = await openMenu(user, notOwner.panel);
    const edit = within(menu).getByRole('menuitem', { name: 'Edit dataset' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(await tooltipOf(user, within(edit).getByText('Edit dataset'))).toBe(
      'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
    );
    await user.click(edit);
    expect(screen.queryByRole('dialog', { name: 'Edit Dataset' })).toBeNull();
    notOwner.unmount();

    // The signed-in user (id 1) owns this one.
    const owner = renderPanel(writer, { ...fruit, owners: [{ id: 1 }] });
    const ownerMenu = await openMenu(user, owner.panel);
    expect(within(ownerMenu).getByRole('menuitem', { name: 'Edit dataset' })).not.toHaveAttribute('aria-disabled');
    owner.unmount();

    const reader = renderPanel({ Gamma: [['can_read', 'Dataset']] }, { ...fruit, owners: [{ id: 1 }] });
    const readerMenu = await openMenu(user, reader.panel);
    expect(
      within(readerMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Swap dataset']);
  });

  it('reloads the dataset into Explore once the edit modal saved it', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/dataset\/5$/, body: { id: 5, result: datasetView() } },
      { method: 'PUT', url: /^\/api\/v1\/dataset\/5\?override_columns=false$/, body: { id: 5, result: {} } },
    ]);
    const { panel, onDatasourceChange } = renderPanel();
    await user.click(within(await openMenu(user, panel)).getByRole('menuitem', { name: 'Edit dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dataset' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm save' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDatasourceChange).toHaveBeenCalledWith(5));
    expect(onDatasourceChange).toHaveBeenCalledTimes(1);
    expect(api.callsTo('PUT', /^\/api\/v1\/dataset\/5/)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Dataset' })).toBeNull());
  });

  it('hands on the dataset picked in the Swap dataset modal', async () => {
    const user = userEvent.setup();
    const births = {
      id: 6,
      table_name: 'births',
      kind: 'physical' as const,
      schema: 'public',
      database: { id: 2, database_name: 'pg' },
      owners: [],
    };
    fakeApi([
      { method: 'GET', url: /^\/api\/v1\/dataset\/\?q=/, body: { count: 1, result: [births] } },
      {
        method: 'GET',
        url: /^\/api\/v1\/dataset\/6$/,
        body: { id: 6, result: datasetView({ id: 6, table_name: 'births', kind: 'physical', sql: null }) },
      },
    ]);
    const { panel, onDatasourceChange } = renderPanel();
    await user.click(within(await openMenu(user, panel)).getByRole('menuitem', { name: 'Swap dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await user.click(await within(dialog).findByRole('cell', { name: 'births' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onDatasourceChange).toHaveBeenCalledWith(6));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Swap dataset' })).toBeNull());
  });
});
