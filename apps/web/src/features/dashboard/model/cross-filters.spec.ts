import { fixtureCharts } from '../testing/dashboard.fixtures';
import { crossFilterExtraFormData, crossFiltersEnabled, crossFilterTargets, type CrossFilter } from './cross-filters';

const charts = fixtureCharts();
const byId = Object.fromEntries(charts.map((chart) => [chart.id, chart]));
const chart = (id: number) => byId[id] as (typeof charts)[number];
const NORTH: CrossFilter = { column: 'region', label: 'north', values: ['north'], filters: [{ col: 'region', op: 'IN', val: ['north'] }] };

describe('cross-filters', () => {
  it('reach every other chart on the same dataset by default, never the emitting chart or other datasets', () => {
    expect(crossFilterTargets({}, chart(1), charts)).toEqual([2, 3, 4]);
    expect(crossFilterTargets({}, chart(5), charts)).toEqual([]);
  });

  it("follow the chart's own chart_configuration scope before the global one", () => {
    const metadata = {
      chart_configuration: { '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3, 4] }, chartsInScope: [2] } } },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [3, 4] },
    };
    expect(crossFilterTargets(metadata, chart(1), charts)).toEqual([2]);
    expect(crossFilterTargets(metadata, chart(2), charts)).toEqual([3, 4]);
  });

  it('become extra_form_data filters of the charts in scope, and nothing when cross_filters_enabled is false', () => {
    const active = { 1: NORTH };
    expect(crossFilterExtraFormData(active, {}, byId, 2)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['north'] }] });
    expect(crossFilterExtraFormData(active, {}, byId, 1)).toEqual({});
    expect(crossFilterExtraFormData(active, {}, byId, 5)).toEqual({});
    expect(crossFiltersEnabled({ cross_filters_enabled: false })).toBe(false);
    expect(crossFilterExtraFormData(active, { cross_filters_enabled: false }, byId, 2)).toEqual({});
  });
});
