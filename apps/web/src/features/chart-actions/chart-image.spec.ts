import { downloadChartImage, embedCode, imageFileName, serializeChartSvg } from './chart-image';

describe('chart image export', () => {
  it('serialises the SVG standalone, with its namespace and size', () => {
    const host = document.createElement('div');
    host.innerHTML = '<svg width="320" height="200"><rect x="1" y="2" width="30" height="40" fill="#1f77b4"></rect></svg>';
    const { markup, width, height } = serializeChartSvg(host.querySelector('svg') as SVGSVGElement);
    expect([width, height]).toEqual([320, 200]);
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(markup).toContain('<rect x="1" y="2" width="30" height="40" fill="#1f77b4"');
  });

  it('names the file after the chart and the day', () => {
    expect(imageFileName('Births by state / 2020!', new Date('2026-03-04T10:00:00Z'))).toBe('births-by-state-2020-2026-03-04.png');
    expect(imageFileName('  ', new Date('2026-03-04T10:00:00Z'))).toBe('chart-2026-03-04.png');
  });

  it('refuses a chart that has no SVG drawing', async () => {
    await expect(downloadChartImage(document.createElement('div'), 'Table')).rejects.toThrow('The chart could not be drawn as an image');
  });

  it('builds the iframe embed snippet of a permalink', () => {
    const code = embedCode('http://host/superset/explore/p/k1/', 640, 480);
    expect(code).toContain('width="640"');
    expect(code).toContain('height="480"');
    expect(code).toContain('src="http://host/superset/explore/p/k1/?standalone=1&height=480"');
  });
});
