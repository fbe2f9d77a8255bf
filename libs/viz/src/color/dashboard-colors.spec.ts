import { resetColorNamespaces } from './color-namespace';
import { configureColorRules, resetColorRules } from './color-rules';
import type { ChartDataResponseResult } from '../core/query/chart-data.types';
import { renderer } from '../plugins/pie/renderer';
import { transformProps } from '../plugins/pie/transform-props';
import type { PieFormData } from '../plugins/pie/pie.types';

/** Two pies of one dashboard, by gender and by state, drawn as the dashboard draws them: one colour namespace. */
function drawDashboard(): string[][] {
  const pie = (sliceId: number, column: string, values: string[]) => {
    const formData: PieFormData = {
      datasource: '2__table',
      viz_type: 'pie',
      slice_id: sliceId,
      groupby: [column],
      metric: 'sum__num',
      show_legend: false,
    };
    const result: ChartDataResponseResult = {
      colnames: [column, 'sum__num'],
      coltypes: [1, 0],
      rowcount: values.length,
      data: values.map((value, index) => ({ [column]: value, sum__num: 100 - index })),
    };
    const element = document.createElement('div');
    renderer.render(
      element,
      transformProps({ formData, queriesData: [result], width: 300, height: 300, hooks: { colorNamespace: 'dashboard-3' } }),
      {},
    );
    return [...element.querySelectorAll('path.tessera-pie-slice')].map((slice) => slice.getAttribute('fill') ?? '');
  };
  return [pie(11, 'gender', ['boy', 'girl']), pie(12, 'state', ['CA', 'NY', 'TX'])];
}

describe('a dashboard’s charts and the AvoidColorsCollision flag', () => {
  beforeEach(() => {
    resetColorNamespaces();
    resetColorRules();
  });

  it('off, the second chart’s series repeat the first chart’s colours', () => {
    const [genders, states] = drawDashboard();
    expect(genders).toEqual(['#1FA8C9', '#454E7C']);
    expect(states.slice(0, 2)).toEqual(genders);
  });

  it('on, no two series of the dashboard share a colour', () => {
    configureColorRules({ avoidColorsCollision: true });
    const [genders, states] = drawDashboard();
    expect(genders).toEqual(['#1FA8C9', '#454E7C']);
    expect(states).toEqual(['#5AC189', '#FF7F44', '#666666']);
    expect(new Set([...genders, ...states]).size).toBe(5);
  });
});
