import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../app/AppRoutes';
import { registerFeatures } from '../../../app/features';
import { PATHS } from '../../../routing';
import { createTestRegistries, renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeCall, type FakeRoute } from '../../resource-list/testing/fake-api';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const charts = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  slice_name: `Chart ${index + 1}`,
  viz_type: 'table',
  changed_on_delta_humanized: `${index + 1} days ago`,
  owners: [],
}));

const recents = [
  {
    action: 'log',
    item_type: 'dashboard',
    item_url: '/superset/dashboard/sales/',
    item_title: 'Sales',
    time: 1,
    time_delta_humanized: 'a minute ago',
  },
];

function routes(recentActivity: FakeRoute): FakeRoute[] {
  return [
    recentActivity,
    { method: 'GET', url: /^\/api\/v1\/chart\/\?q=/, body: { count: 12, result: charts } },
    { method: 'GET', url: /^\/api\/v1\/dashboard\/\?q=/, body: { count: 0, result: [] } },
    { method: 'GET', url: /^\/api\/v1\/saved_query\/\?q=/, body: { count: 0, result: [] } },
  ];
}

function renderHome() {
  const registries = createTestRegistries();
  registerFeatures(registries);
  return renderWithApp(<AppRoutes />, { path: PATHS.home, state: signedInState({ Admin: [] }), registries });
}

const section = (name: string) => screen.findByRole('region', { name });

describe('HomePage sections', () => {
  it('shows five favourite charts, and the Mine tab asks for the charts the user made', async () => {
    const api = fakeApi(routes({ method: 'GET', url: /recent_activity/, body: { result: recents } }));
    renderHome();
    const chartsSection = await section('Charts');
    expect(await within(chartsSection).findAllByRole('link', { name: /^Chart \d$/ })).toHaveLength(5);
    expect(within(chartsSection).getByRole('link', { name: 'Chart 1' })).toHaveAttribute('href', '/explore/?slice_id=1');
    // Each tab is first asked whether it lists anything (one row); the section opens the first that does.
    const first = api.callsTo('GET', /^\/api\/v1\/chart\/\?q=/).find((call) => call.url.includes('page_size:5'))?.url;
    expect(first).toContain('filters:!((col:id,opr:chart_is_favorite,value:!t))');
    expect(first).toContain('page_size:5');

    await userEvent.click(within(chartsSection).getByRole('tab', { name: 'Mine' }));
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/chart\/\?q=/).at(-1)?.url).toContain('opr:chart_created_by_me'));
    expect(within(chartsSection).getByRole('tab', { name: 'Mine' })).toHaveAttribute('aria-selected', 'true');
    expect(within(chartsSection).getByRole('link', { name: 'View All »' })).toHaveAttribute('href', '/chart/list/');
  });

  it('offers Favorite, Mine and Other dashboards, and opens Other when only examples exist (issue 19, bug 15)', async () => {
    const board = {
      id: 3,
      dashboard_title: 'Sales',
      slug: 'sales',
      published: true,
      owners: [],
      changed_on_delta_humanized: 'an hour ago',
    };
    const othersOnly: FakeRoute = {
      method: 'GET',
      url: /^\/api\/v1\/dashboard\/\?q=/,
      body: (call: FakeCall) =>
        call.url.includes('(col:created_by,opr:dashboard_has_created_by,value:!f)')
          ? { count: 1, result: [board] }
          : { count: 0, result: [] },
    };
    const api = fakeApi([othersOnly, ...routes({ method: 'GET', url: /recent_activity/, body: { result: recents } })]);
    renderHome();
    const dashboardsSection = await section('Dashboards');
    expect(
      within(dashboardsSection)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Favorite', 'Mine', 'Other']);
    expect(await within(dashboardsSection).findByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/superset/dashboard/sales/');
    expect(within(dashboardsSection).getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET', /^\/api\/v1\/dashboard\/\?q=/).at(-1)?.url).toContain('page_size:5');
    expect(within(dashboardsSection).getByRole('link', { name: 'View All »' })).toHaveAttribute('href', '/dashboard/list/');
  });

  it('lists recently viewed items and says when a tab has nothing', async () => {
    const api = fakeApi(routes({ method: 'GET', url: /recent_activity/, body: { result: recents } }));
    renderHome();
    const recentsSection = await section('Recents');
    expect(await within(recentsSection).findByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/superset/dashboard/sales/');
    expect(within(recentsSection).getByText('Viewed a minute ago')).toBeInTheDocument();
    expect(api.callsTo('GET', /recent_activity/)[0]?.url).toContain('page_size:6');
    expect(await within(await section('Dashboards')).findByText("You don't have any favorites yet!")).toBeInTheDocument();
  });

  it('keeps the page up with a clear message when recent activity cannot be loaded', async () => {
    fakeApi(routes({ method: 'GET', url: /recent_activity/, status: 404, body: { message: 'Not found' } }));
    const { store } = renderHome();
    const recentsSection = await section('Recents');
    await userEvent.click(await within(recentsSection).findByRole('tab', { name: 'Viewed' }));
    expect(await within(recentsSection).findByText('Could not load this list')).toBeInTheDocument();
    expect(within(recentsSection).getByText('Not found')).toBeInTheDocument();
    expect(await within(await section('Charts')).findByRole('link', { name: 'Chart 2' })).toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([]);
  });

  it("lists the charts and dashboards the user edited under Recents' Edited tab, newest first", async () => {
    const edited: FakeRoute[] = [
      {
        method: 'GET',
        url: /^\/api\/v1\/chart\/\?q=.*changed_by,opr:rel_o_m/,
        body: {
          count: 1,
          result: [
            {
              id: 4,
              slice_name: 'Older chart',
              url: '/explore/?slice_id=4',
              changed_on_utc: '2026-01-01T00:00:00+00:00',
              changed_on_delta_humanized: 'a year ago',
            },
          ],
        },
      },
      {
        method: 'GET',
        url: /^\/api\/v1\/dashboard\/\?q=.*changed_by,opr:rel_o_m/,
        body: {
          count: 1,
          result: [
            {
              id: 9,
              dashboard_title: 'Newer board',
              url: '/superset/dashboard/9/',
              changed_on_utc: '2026-11-01T00:00:00+00:00',
              changed_on_delta_humanized: 'a month ago',
            },
          ],
        },
      },
    ];
    fakeApi([...edited, ...routes({ method: 'GET', url: /recent_activity/, body: { result: [] } })]);
    renderHome();
    const recentsSection = await section('Recents');
    expect(
      within(recentsSection)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Viewed', 'Edited', 'Created']);
    await userEvent.click(within(recentsSection).getByRole('tab', { name: 'Edited' }));
    const links = await within(recentsSection).findAllByRole('link', { name: /board|chart/ });
    expect(links.map((link) => link.textContent)).toEqual(['Newer board', 'Older chart']);
    expect(links[0]).toHaveAttribute('href', '/superset/dashboard/9/');
  });
});
