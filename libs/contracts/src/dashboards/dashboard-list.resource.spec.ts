import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_FILTER_OPERATORS } from '../rest/list-query.types';
import { DASHBOARD_LIST_SPEC } from './dashboard-list.resource';

/** The Superset OpenAPI reference kept beside the repository. */
function openApiSchema(name: string): { properties: Record<string, unknown> } {
  const spec = JSON.parse(readFileSync(join(__dirname, '../../../../../shared/reference/superset-openapi.json'), 'utf8'));
  return spec.components.schemas[name];
}

describe('the dashboard list resource', () => {
  it('lists exactly the columns of DashboardRestApi.get_list', () => {
    const properties = Object.keys(openApiSchema('DashboardRestApi.get_list').properties).sort();
    const heads = [...new Set(DASHBOARD_LIST_SPEC.listColumns.map((column) => column.split('.')[0]))].sort();
    expect(heads).toEqual(properties);
  });

  it("offers Superset's dashboard filters on their columns", () => {
    const { searchColumns } = DASHBOARD_LIST_SPEC;
    expect(searchColumns.dashboard_title).toEqual(expect.arrayContaining(['title_or_slug', 'dashboard_all_text']));
    expect(searchColumns.id).toEqual(expect.arrayContaining(['dashboard_is_favorite', 'dashboard_is_certified']));
    expect(searchColumns.created_by).toEqual(expect.arrayContaining(['dashboard_created_by_me', 'dashboard_has_created_by', 'rel_o_m']));
    expect(searchColumns.tags).toEqual(['dashboard_tags', 'dashboard_tag_id']);
    expect(searchColumns.owners).toEqual(['rel_m_m']);
    for (const operators of Object.values(searchColumns))
      for (const operator of operators) expect(LIST_FILTER_OPERATORS).toContain(operator);
  });

  it('orders by its default order column', () => {
    expect(DASHBOARD_LIST_SPEC.orderColumns).toContain(DASHBOARD_LIST_SPEC.defaultOrder.column);
  });
});
