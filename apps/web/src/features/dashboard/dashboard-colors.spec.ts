import { dashboardColors, withDashboardColors } from './dashboard-colors';

describe('dashboard colours', () => {
  it('draws in the dashboard’s namespace, or the one its metadata names', () => {
    expect(dashboardColors(4, {}).namespace).toBe('dashboard-4');
    expect(dashboardColors(4, { color_namespace: 'sales' }).namespace).toBe('sales');
  });

  it('puts the dashboard’s scheme and label colours over the chart’s own', () => {
    const colors = dashboardColors(4, { color_scheme: 'bnbColors', label_colors: { boy: '#000001', bad: 3 } });
    expect(
      withDashboardColors({ viz_type: 'pie', color_scheme: 'supersetColors', label_colors: { boy: '#ffffff', girl: '#000002' } }, colors),
    ).toEqual({
      viz_type: 'pie',
      color_scheme: 'bnbColors',
      label_colors: { boy: '#000001', girl: '#000002' },
    });
  });

  it('keeps the chart’s scheme when the dashboard names none', () => {
    expect(withDashboardColors({ color_scheme: 'd3Category10' }, dashboardColors(1, undefined))).toEqual({
      color_scheme: 'd3Category10',
      label_colors: {},
    });
  });
});
