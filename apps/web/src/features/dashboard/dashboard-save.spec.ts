import { dashboardSaveBody, UNTITLED_DASHBOARD_TITLE } from './dashboard-save';
import { fixtureDashboard } from './testing/dashboard.fixtures';

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
    expect(dashboardSaveBody(dashboard)).toMatchObject({ dashboard_title: UNTITLED_DASHBOARD_TITLE, slug: null, certified_by: null, certification_details: null });
  });
});
