import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { watchCspViolations, type CspWatch } from './support/csp-violations';
import { signInAsAdmin } from './support/sign-in';
import { chartRows, positionJson } from './support/performance-dashboard';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const SCREENSHOTS = path.join(os.tmpdir(), 'tessera-dynamic-plugins');

/**
 * A chart plugin bundle as a third party would write it: a plain script that reads the plugin API
 * from `window.tesseraViz` and registers one chart type, drawing a labelled dot per group with the
 * host's own renderer helper (no d3 of its own).
 */
const DOTS_BUNDLE = `(function () {
  var viz = window.tesseraViz;
  viz.registerChartPlugin({
    metadata: { vizType: 'e2e_dots', name: 'Dot strip', description: 'One dot per group, sized by the metric.', category: 'Other' },
    buildQuery: function (formData) { return viz.buildQueryContext(formData); },
    transformProps: function (input) {
      var groupby = input.formData.groupby || [];
      var rows = (input.queriesData[0] && input.queriesData[0].data) || [];
      var metric = Object.keys(rows[0] || {}).filter(function (key) { return groupby.indexOf(key) < 0; })[0];
      return {
        width: input.width,
        height: input.height,
        dots: rows.map(function (row) { return { label: String(row[groupby[0]]), value: Number(row[metric]) }; }),
      };
    },
    controlPanel: {
      sections: [{ label: 'Query', expanded: true, controlSetRows: [[viz.sharedControls.metrics], [viz.sharedControls.groupby], [viz.sharedControls.row_limit]] }],
    },
    loadRenderer: function () {
      return Promise.resolve(viz.defineRenderer(function (root, props) {
        var svg = root.append('svg').attr('width', props.width).attr('height', props.height);
        var max = Math.max.apply(null, props.dots.map(function (dot) { return dot.value; }).concat([1]));
        var step = props.width / (props.dots.length + 1);
        props.dots.forEach(function (dot, index) {
          var g = svg.append('g').attr('class', 'e2e-dot').attr('transform', 'translate(' + step * (index + 1) + ',' + props.height / 2 + ')');
          g.append('circle').attr('r', 6 + 24 * dot.value / max).attr('fill', '#1f77b4');
          g.append('text').attr('y', 44).attr('text-anchor', 'middle').text(dot.label);
        });
      }));
    },
  });
})();
`;

/** Serves the bundle from another origin than the app; every other path is a 404, as a removed bundle would be. */
function startPluginHost(): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/dots/main.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(DOTS_BUNDLE);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

async function seedCharts(api: AdminApi, pluginOrigin: string): Promise<{ dashboardId: number; dotsChartId: number }> {
  await api('POST', '/dynamic-plugins/api/create', { name: 'Dot strip', key: 'e2e_dots', bundle_url: `${pluginOrigin}/dots/main.js` });
  await api('POST', '/dynamic-plugins/api/create', { name: 'Vanished', key: 'e2e_gone', bundle_url: `${pluginOrigin}/gone/main.js` });
  const database = await api('POST', '/api/v1/database/', { database_name: 'orchard', sqlalchemy_uri: 'duckdb:///:memory:' });
  const dataset = await api('POST', '/api/v1/dataset/', {
    database: database.id,
    table_name: 'harvest',
    sql: "SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('plum', 9)) AS harvest(fruit, qty)",
  });
  const chartOf = async (name: string, vizType: string) => {
    const formData = {
      datasource: `${dataset.id}__table`,
      viz_type: vizType,
      groupby: ['fruit'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(qty)', label: 'qty' }],
      row_limit: 10,
    };
    const chart = await api('POST', '/api/v1/chart/', {
      slice_name: name,
      viz_type: vizType,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    return chart.id;
  };
  const chartIds = [await chartOf('Harvest dots', 'e2e_dots'), await chartOf('Harvest vanished', 'e2e_gone')];
  const dashboard = await api('POST', '/api/v1/dashboard/', {
    dashboard_title: 'Plugin harvest',
    published: true,
    position_json: positionJson(chartRows(chartIds, 2, { width: 6, height: 50 })),
  });
  return { dashboardId: dashboard.id, dotsChartId: chartIds[0]! };
}

async function settled(slot: Locator): Promise<string> {
  const handle = await slot.elementHandle();
  await slot
    .page()
    .waitForFunction((element) => ['rendered', 'failed'].includes(element?.getAttribute('data-chart-status') ?? ''), handle, {
      timeout: 30_000,
    });
  return (await slot.getAttribute('data-chart-status')) ?? '';
}

describe('chart plugins loaded at run time (DYNAMIC_PLUGINS)', () => {
  let host: Awaited<ReturnType<typeof startPluginHost>>;
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let csp: CspWatch;
  let seeded: { dashboardId: number; dotsChartId: number };

  beforeAll(async () => {
    host = await startPluginHost();
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false', TESSERA_FEATURE_FLAGS: '{"DYNAMIC_PLUGINS": true}' } });
    seeded = await seedCharts(await adminApi(tessera.url), host.origin);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    csp = await watchCspViolations(context);
    page = await context.newPage();
    await signInAsAdmin(page, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await host?.close();
  });

  it("admits the registered bundles' origin for scripts in the page's policy, and nothing wider", async () => {
    const response = await fetch(`${tessera.url}/superset/welcome/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${host.origin};`);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*\*/);
  });

  it('draws the chart of a loaded plugin on a dashboard, and names the plugin whose bundle is gone', async () => {
    await page.goto(`${tessera.url}/superset/dashboard/${seeded.dashboardId}/`);
    const dots = page.locator('section[aria-label="Harvest dots"]');
    const vanished = page.locator('section[aria-label="Harvest vanished"]');
    expect(await settled(dots)).toBe('rendered');
    expect(await dots.locator('g.e2e-dot circle').count()).toBe(3);
    expect((await dots.locator('g.e2e-dot text').allTextContents()).sort()).toEqual(['apple', 'pear', 'plum']);

    expect(await settled(vanished)).toBe('failed');
    await vanished
      .getByText(`The chart plugin Vanished could not be loaded: its bundle could not be fetched from ${host.origin}/gone/main.js.`)
      .waitFor();
    expect(host.requests).toEqual(expect.arrayContaining(['/dots/main.js', '/gone/main.js']));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard.png') });
    expect(csp.violations).toEqual([]);
  });

  it("lists the plugin's chart type in Explore's gallery and draws it there like a built-in chart", async () => {
    await page.goto(`${tessera.url}/explore/?slice_id=${seeded.dotsChartId}`);
    const chartArea = page.getByRole('region', { name: 'Chart', exact: true });
    expect(await settled(chartArea)).toBe('rendered');
    expect(await chartArea.locator('g.e2e-dot circle').count()).toBe(3);
    const picker = page.getByRole('combobox', { name: 'Chart type', exact: true });
    await expect(picker.inputValue()).resolves.toBe('Dot strip');
    await picker.click();
    await page.getByRole('option', { name: 'Dot strip', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Pie Chart', exact: true }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'explore.png') });
    expect(csp.violations).toEqual([]);
  });
});
