import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_FILTER_OPERATORS } from '../rest/list-query.types';
import { CHART_LIST_SPEC } from './chart.contracts';
import { CHART_SHOW_COLUMNS } from './chart.types';

/** The Superset OpenAPI reference kept beside the repository. */
function openApiSchema(name: string): { properties: Record<string, unknown> } {
  const spec = JSON.parse(readFileSync(join(__dirname, '../../../../../shared/reference/superset-openapi.json'), 'utf8'));
  return spec.components.schemas[name];
}

const heads = (columns: readonly string[]) => [...new Set(columns.map((column) => column.split('.')[0]))].sort();

describe('the chart list resource', () => {
  it('lists exactly the columns of ChartRestApi.get_list', () => {
    expect(heads(CHART_LIST_SPEC.listColumns)).toEqual(Object.keys(openApiSchema('ChartRestApi.get_list').properties).sort());
  });

  it('shows exactly the columns of ChartRestApi.get', () => {
    expect(heads(CHART_SHOW_COLUMNS)).toEqual(Object.keys(openApiSchema('ChartRestApi.get').properties).sort());
  });

  it("offers Superset's chart filters on their columns", () => {
    const { searchColumns } = CHART_LIST_SPEC;
    expect(searchColumns.slice_name).toContain('chart_all_text');
    expect(searchColumns.id).toEqual(
      expect.arrayContaining(['chart_is_favorite', 'chart_is_certified', 'chart_owned_created_favored_by_me']),
    );
    expect(searchColumns.created_by).toEqual(expect.arrayContaining(['rel_o_m', 'chart_created_by_me', 'chart_has_created_by']));
    expect(searchColumns.tags).toEqual(['chart_tags', 'chart_tag_id']);
    expect(searchColumns.owners).toEqual(['rel_m_m']);
    expect(searchColumns.dashboards).toEqual(['rel_m_m']);
    expect(searchColumns.viz_type).toContain('eq');
    expect(searchColumns.datasource_id).toContain('eq');
    for (const operators of Object.values(searchColumns))
      for (const operator of operators) expect(LIST_FILTER_OPERATORS).toContain(operator);
  });

  it('orders by its default order column', () => {
    expect(CHART_LIST_SPEC.orderColumns).toContain(CHART_LIST_SPEC.defaultOrder.column);
  });
});
