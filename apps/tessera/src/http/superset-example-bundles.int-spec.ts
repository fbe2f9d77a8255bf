import { loadExamples } from '@tessera/examples';
import { Client } from 'pg';
import { bundleClient, zipBundle } from '../testing/bundle-files';
import { queryContextFromFormData } from '../testing/form-data-query';
import {
  EXAMPLES_DATABASE_FILE,
  SUPERSET_EXAMPLE_BUNDLES,
  supersetBundleFiles,
  type SupersetExampleBundle,
} from '../testing/superset-bundle-fixtures';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

// The fixtures' examples database; trust authentication ignores the password the import is given.
const WAREHOUSE = 'superset_examples';
const SERVER_URI = 'postgresql://postgres@127.0.0.1:5432/postgres';
const PASSWORDS = JSON.stringify({ [EXAMPLES_DATABASE_FILE]: 'examples-password' });

async function onServer(statements: string[], uri = SERVER_URI): Promise<void> {
  const client = new Client({ connectionString: uri });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The tables Superset's examples have and Tessera's do not: created once the datasets exist. */
const OTHER_TABLES = [
  `CREATE TABLE covid_vaccines (clinical_stage TEXT, country_name TEXT, product_category TEXT, name TEXT,
     developer_or_researcher TEXT, funder TEXT)`,
  `INSERT INTO covid_vaccines VALUES
     ('Phase III', 'United States', 'RNA-based', 'mRNA-1273', 'Moderna', 'BARDA'),
     ('Phase II', 'China', 'Inactivated virus', 'CoronaVac', 'Sinovac', 'Sinovac'),
     ('Pre-clinical', 'Germany', 'RNA-based', 'BNT162', 'BioNTech', 'Pfizer')`,
  `CREATE TABLE "FCC 2018 Survey" (time_start TIMESTAMP, is_software_dev DOUBLE PRECISION, gender TEXT, age DOUBLE PRECISION,
     ethnic_minority TEXT, job_pref TEXT, highest_degree_earned TEXT, country_live TEXT, last_yr_income DOUBLE PRECISION,
     is_first_dev_job TEXT, communite_time TEXT)`,
  `INSERT INTO "FCC 2018 Survey" VALUES
     ('2018-03-01 10:00', 0, 'Female', 28, 'yes', 'work for a startup', 'bachelor''s degree', 'Brazil', 12000, 'yes', '15 minutes'),
     ('2018-03-02 11:00', 1, 'Male', 35, 'no', 'freelance', 'master''s degree', 'India', 30000, 'no', '30 minutes'),
     ('2018-03-05 12:00', 0, 'Male', 22, 'no', 'work for a startup', 'high school diploma', 'Nigeria', null, 'yes', '1 hour')`,
];

interface ChartRow {
  id: number;
  slice_name: string;
}

describe('bundles in the shape of Superset’s example dashboards', () => {
  let app: HttpTestApp;
  let admin: ApiSession;

  beforeAll(async () => {
    await onServer([`DROP DATABASE IF EXISTS ${WAREHOUSE} WITH (FORCE)`, `CREATE DATABASE ${WAREHOUSE}`]);
    await loadExamples(
      { engine: 'postgresql', uri: `postgresql://postgres@127.0.0.1:5432/${WAREHOUSE}` },
      { scale: 0.01, tables: ['birth_names', 'wb_health_population', 'cleaned_sales_data', 'video_game_sales'] },
    );
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  async function dashboardTitled(title: string): Promise<{ id: number; json_metadata: string; position_json: string }> {
    const list = await admin.get('/api/v1/dashboard/?q=(page_size:100)');
    const found = (list.body.result as { id: number; dashboard_title: string }[]).find((item) => item.dashboard_title === title);
    expect({ title, found: found !== undefined }).toEqual({ title, found: true });
    return (await admin.get(`/api/v1/dashboard/${found!.id}`)).body.result;
  }

  /** Every chart of the dashboard answers chart data: from its saved query context, else from its form data. */
  async function expectEveryChartAnswers(dashboardId: number): Promise<ChartRow[]> {
    const charts = (await admin.get(`/api/v1/dashboard/${dashboardId}/charts`)).body.result as ChartRow[];
    for (const chart of charts) {
      const detail = (await admin.get(`/api/v1/chart/${chart.id}`)).body.result;
      const formData = JSON.parse(detail.params);
      const datasetId = Number(String(formData.datasource).split('__')[0]);
      const response = detail.query_context
        ? await admin.get(`/api/v1/chart/${chart.id}/data/`)
        : await admin.post('/api/v1/chart/data', queryContextFromFormData(datasetId, formData));
      const failed = response.status !== 200 ? JSON.stringify(response.body).slice(0, 400) : null;
      expect({ chart: chart.slice_name, viz: detail.viz_type, failed }).toEqual({
        chart: chart.slice_name,
        viz: detail.viz_type,
        failed: null,
      });
      for (const result of response.body.result) expect(Array.isArray(result.data)).toBe(true);
    }
    return charts;
  }

  const importBundle = async (name: SupersetExampleBundle) =>
    bundleClient(admin, 'dashboard').upload(await zipBundle(await supersetBundleFiles([name])), { passwords: PASSWORDS });

  it('imports World Bank’s Data: legacy charts upgraded, its filter box turned into scoped native filters', async () => {
    expect(await importBundle('world-bank')).toEqual({ status: 200, body: { message: 'OK' } });
    const dashboard = await dashboardTitled(SUPERSET_EXAMPLE_BUNDLES['world-bank']);
    const charts = await expectEveryChartAnswers(dashboard.id);
    expect(charts.map((chart) => chart.slice_name).sort()).not.toContain('Region Filter');
    expect(charts).toHaveLength(9);
    const byName = new Map<string, { viz_type: string; params: string }>();
    for (const chart of charts) byName.set(chart.slice_name, (await admin.get(`/api/v1/chart/${chart.id}`)).body.result);
    expect(
      ['Growth Rate', "World's Pop Growth", 'Life Expectancy VS Rural %', 'Rural Breakdown', 'Treemap'].map(
        (name) => byName.get(name)?.viz_type,
      ),
    ).toEqual(['echarts_timeseries_line', 'echarts_area', 'bubble_v2', 'sunburst_v2', 'treemap_v2']);
    expect(JSON.parse(byName.get('Growth Rate')!.params)).toMatchObject({ x_axis: 'year', groupby: ['country_name'] });

    const metadata = JSON.parse(dashboard.json_metadata);
    expect(metadata).not.toHaveProperty('filter_scopes');
    expect(metadata).not.toHaveProperty('default_filters');
    expect(metadata).toMatchObject({ remote_id: 7, import_time: 1617307200 });
    const treemapId = charts.find((chart) => chart.slice_name === 'Treemap')!.id;
    const datasetId = Number(JSON.parse(byName.get('Treemap')!.params).datasource.split('__')[0]);
    const [region, country] = metadata.native_filter_configuration;
    expect(region).toMatchObject({
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ column: { name: 'region' }, datasetId }],
      scope: { rootPath: ['ROOT_ID'], excluded: [treemapId] },
      defaultDataMask: { filterState: { value: ['South Asia'] } },
    });
    expect(country).toMatchObject({ name: 'Country', controlValues: { multiSelect: true } });
    const position = JSON.parse(dashboard.position_json);
    expect(position['CHART-filter']).toBeUndefined();
    expect(position['ROW-1'].children).toEqual(['CHART-population', 'CHART-rural-map']);
  });

  it('imports USA Births Names, mending its layout and reporting per file what it left out', async () => {
    const response = await importBundle('usa-births');
    expect(response.status).toBe(200);
    expect(response.body.errors).toEqual([
      {
        message: 'Some parts of the bundle could not be imported',
        error_type: 'GENERIC_COMMAND_ERROR',
        level: 'warning',
        extra: {
          'dashboards/USA_Births_Names.yaml': [
            'CHART-deleted names no chart uuid and is left out of the layout',
            'MARKDOWN-orphan sat outside the layout tree and was left out',
          ],
        },
      },
    ]);
    const dashboard = await dashboardTitled(SUPERSET_EXAMPLE_BUNDLES['usa-births']);
    const charts = await expectEveryChartAnswers(dashboard.id);
    expect(charts).toHaveLength(10);
    const ids = new Map(charts.map((chart) => [chart.slice_name, chart.id]));
    const metadata = JSON.parse(dashboard.json_metadata);
    expect(metadata).toMatchObject({ expand_all_slices: false, timed_refresh_immune_slices: [ids.get('Participants')] });
    expect(metadata.native_filter_configuration[0].scope.excluded).toEqual([ids.get('Genders')]);
    expect(metadata.native_filter_configuration[0].targets[0]).not.toHaveProperty('datasetUuid');
    const position = JSON.parse(dashboard.position_json);
    expect(position['ROW-middle']).toMatchObject({ children: ['CHART-trends', 'CHART-share'], parents: ['ROOT_ID', 'GRID_ID'] });
  });

  it.each(['sales', 'video-games', 'featured'] as const)('imports %s with every chart answering', async (name) => {
    expect(await importBundle(name)).toEqual({ status: 200, body: { message: 'OK' } });
    const dashboard = await dashboardTitled(SUPERSET_EXAMPLE_BUNDLES[name]);
    const charts = await expectEveryChartAnswers(dashboard.id);
    expect(charts.length).toBeGreaterThanOrEqual(6);
  });

  it('imports COVID Vaccine Dashboard and FCC New Coder Survey over tables that do not exist yet; their charts answer once they do', async () => {
    for (const name of ['covid', 'fcc'] as const) expect(await importBundle(name)).toEqual({ status: 200, body: { message: 'OK' } });
    await onServer(OTHER_TABLES, `postgresql://postgres@127.0.0.1:5432/${WAREHOUSE}`);
    await expectEveryChartAnswers((await dashboardTitled(SUPERSET_EXAMPLE_BUNDLES.covid)).id);
    const fcc = await dashboardTitled(SUPERSET_EXAMPLE_BUNDLES.fcc);
    expect(await expectEveryChartAnswers(fcc.id)).toHaveLength(5);
    const filters = JSON.parse(fcc.json_metadata).native_filter_configuration as { filterType: string; name: string }[];
    expect(filters.map((filter) => [filter.filterType, filter.name])).toEqual([
      ['filter_select', 'Gender'],
      ['filter_select', 'job_pref'],
      ['filter_time', 'Time Range'],
      ['filter_timecolumn', 'Time Column'],
      ['filter_timegrain', 'Time Grain'],
    ]);
    expect(filters[0]).toMatchObject({ defaultDataMask: { filterState: { value: ['Female'] } } });
    expect(filters[4]).toMatchObject({ defaultDataMask: { extraFormData: { time_grain_sqla: 'P1M' } } });
  });
});
