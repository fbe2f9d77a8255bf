import { dashboardSaveBody, UNTITLED_DASHBOARD_TITLE } from './dashboard-save';
import { parseLayout } from './layout/layout';
import { fixtureDashboard, POSITION_JSON } from './testing/dashboard.fixtures';

describe('dashboardSaveBody', () => {
  it('sends the full save body with owner ids and the metadata as JSON', () => {
    const dashboard = { ...fixtureDashboard({ refresh_frequency: 0 }), certifiedBy: 'Data team', certificationDetails: 'Checked' };
    expect(dashboardSaveBody(dashboard)).toEqual({
      dashboard_title: 'Sales',
      slug: 'sales',
      css: '',
      certified_by: 'Data team',
      certification_details: 'Checked',
      owners: [1],
      json_metadata: '{"refresh_frequency":0}',
    });
  });

  it('falls back to the untitled title, a null slug, and drops certification details without a certifier', () => {
    const dashboard = { ...fixtureDashboard(), title: '  ', slug: '', certifiedBy: '', certificationDetails: 'orphan' };
    expect(dashboardSaveBody(dashboard)).toMatchObject({
      dashboard_title: UNTITLED_DASHBOARD_TITLE,
      slug: null,
      certified_by: null,
      certification_details: null,
    });
  });

  it('sends the layout as position_json with the version key, and leaves it out when there is none', () => {
    const layout = parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]);
    const body = dashboardSaveBody(fixtureDashboard(), layout);
    const sent = JSON.parse(body.position_json as string);
    expect(sent.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(parseLayout(body.position_json as string, [])).toEqual(layout);
    expect(dashboardSaveBody(fixtureDashboard(), {})).not.toHaveProperty('position_json');
  });
});
