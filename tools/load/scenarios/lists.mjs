// The list pages as the SPA loads them (apps/web/src/features/resource-list/list.saga.ts, libs/ui ListView):
// the page's bootstrap, then for dashboards, charts and datasets in turn the caller's permissions (`_info`)
// with the first page (25 rows, most recently changed first), then the stars of the rows listed.
import { resultListFailure } from './checks.mjs';
import { loadSpaPage } from './spa-page.mjs';

const PAGES = [
  { resource: 'dashboard', favorites: true },
  { resource: 'chart', favorites: true },
  { resource: 'dataset', favorites: false },
];
const FIRST_PAGE = { filters: [], order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 };

async function openList(session, { resource, favorites }) {
  const [, page] = await Promise.all([
    session.request({
      kind: 'list',
      path: `/api/v1/${resource}/_info`,
      query: { q: { keys: ['permissions'] } },
      check: (body) => (Array.isArray(body?.permissions) ? null : 'no permissions'),
    }),
    session.request({ kind: 'list', path: `/api/v1/${resource}/`, query: { q: FIRST_PAGE }, check: resultListFailure }),
  ]);
  const ids = page.ok ? page.body.result.map((row) => row.id) : [];
  if (favorites && ids.length > 0)
    await session.request({ kind: 'list', path: `/api/v1/${resource}/favorite_status/`, query: { q: ids }, check: resultListFailure });
}

async function browseLists(session) {
  await loadSpaPage(session);
  for (const page of PAGES) await openList(session, page);
}

export const listsScenario = {
  name: 'lists',
  description: 'open the dashboard, chart and dataset lists (permissions, first page, stars)',
  kinds: ['page_bootstrap', 'list'],
  prepare: async () => ({}),
  run: browseLists,
};
