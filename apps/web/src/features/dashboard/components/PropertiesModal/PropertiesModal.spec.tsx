import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '../../../../routing';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import type { RolePermissions } from '../../../auth';
import { initialConfigState } from '../../../config';
import { fakeApi } from '../../../resource-list/testing/fake-api';
import { dashboardLoaded, editModeChanged, propertiesApplied, propertiesSaveRequested } from '../../dashboard.slice';
import { parseLayout } from '../../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../../testing/dashboard.fixtures';
import { DashboardPage } from '../../pages/DashboardPage';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));
jest.setTimeout(30_000);

const ADMIN: RolePermissions = { Admin: [['can_write', 'Dashboard']] };

function renderDashboard({ roles = ADMIN, featureFlags = {} }: { roles?: RolePermissions; featureFlags?: Record<string, boolean> } = {}) {
  const view = renderWithApp(
    <Routes>
      <Route path={PATHS.dashboard} element={<DashboardPage />} />
    </Routes>,
    { path: '/superset/dashboard/sales/', state: { ...signedInState(roles), config: { ...initialConfigState, featureFlags } } },
  );
  act(() => {
    view.store.dispatch(
      dashboardLoaded({
        dashboard: { ...fixtureDashboard({ color_scheme: 'supersetColors', refresh_frequency: 0 }), roles: [{ id: 3, name: 'Sales' }] },
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: [],
      }),
    );
  });
  return view;
}

async function openProperties() {
  await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit properties' }));
  return screen.findByRole('dialog', { name: 'Dashboard properties' });
}

const jsonField = (dialog: HTMLElement) => within(dialog).getByLabelText('JSON metadata') as HTMLTextAreaElement;

describe('PropertiesModal', () => {
  it('applies title, slug, certification, CSS and metadata as unsaved edits in edit mode; invalid JSON blocks Apply', async () => {
    const { store, actions } = renderDashboard();
    act(() => {
      store.dispatch(editModeChanged({ editMode: true }));
    });
    const dialog = await openProperties();
    expect(within(dialog).queryByRole('combobox', { name: 'Roles' })).not.toBeInTheDocument();

    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sales 2026');
    await userEvent.type(within(dialog).getByLabelText('URL slug'), '-2026');
    await userEvent.type(within(dialog).getByLabelText('Certified by'), 'Data team');
    await userEvent.type(within(dialog).getByLabelText('Certification details'), 'Weekly');
    await userEvent.type(within(dialog).getByLabelText('CSS'), '.x {{}');

    await userEvent.clear(jsonField(dialog));
    await userEvent.type(jsonField(dialog), '{{"color_scheme": ');
    expect(within(dialog).getByText('JSON metadata is invalid!')).toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await userEvent.type(jsonField(dialog), '"bnbColors", "label_colors": {{"north": "#ff0000"}}');
    expect(within(dialog).queryByText('JSON metadata is invalid!')).not.toBeInTheDocument();
    await userEvent.click(apply);

    const applied = actions.find((action) => action.type === propertiesApplied.type) as ReturnType<typeof propertiesApplied> | undefined;
    expect(applied?.payload.dashboard).toMatchObject({
      title: 'Sales 2026',
      slug: 'sales-2026',
      certifiedBy: 'Data team',
      certificationDetails: 'Weekly',
      css: '.x {}',
      metadata: { color_scheme: 'bnbColors', label_colors: { north: '#ff0000' } },
    });
    expect(screen.queryByRole('dialog', { name: 'Dashboard properties' })).not.toBeInTheDocument();
    expect(store.getState().dashboard.hasUnsavedChanges).toBe(true);
    expect(store.getState().dashboard.dashboard?.title).toBe('Sales 2026');
  });

  it('saves directly in view mode, with owners found by search and the colour scheme and refresh frequency written into the metadata', async () => {
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/dashboard\/related\/owners/, body: { count: 1, result: [{ value: 5, text: 'Grace Hopper' }] } },
    ]);
    const { actions } = renderDashboard();
    const dialog = await openProperties();

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Owners' }), 'Gra');
    await userEvent.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    expect(api.callsTo('GET', /related\/owners/).some((call) => call.url.includes('Gra'))).toBe(true);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Color scheme' }));
    await userEvent.click(await screen.findByRole('option', { name: /Airbnb/i }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Refresh frequency' }));
    await userEvent.click(await screen.findByRole('option', { name: '5 minutes' }));
    expect(JSON.parse(jsonField(dialog).value)).toEqual({ color_scheme: 'bnbColors', refresh_frequency: 300 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const requested = actions.find((action) => action.type === propertiesSaveRequested.type) as
      ReturnType<typeof propertiesSaveRequested> | undefined;
    expect(requested?.payload.dashboard.owners).toEqual([
      { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
      { id: 5, label: 'Grace Hopper' },
    ]);
    expect(requested?.payload.dashboard.metadata).toEqual({ color_scheme: 'bnbColors', refresh_frequency: 300 });
  });

  it('offers roles only with DASHBOARD_RBAC', async () => {
    renderDashboard({ featureFlags: { DASHBOARD_RBAC: true } });
    const dialog = await openProperties();
    expect(within(dialog).getByRole('combobox', { name: 'Roles' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sales')).toBeInTheDocument();
  });

  it('is not offered to those who may not edit', async () => {
    renderDashboard({ roles: { Gamma: [['can_read', 'Dashboard']] } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument());
    // The menu is there for everyone (auto-refresh interval, downloads), without the properties.
    await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    expect(screen.getByRole('menuitem', { name: 'Set auto-refresh interval' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit properties' })).not.toBeInTheDocument();
  });
});
