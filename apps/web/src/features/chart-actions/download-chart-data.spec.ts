import { birthsDatasource } from '../explore/explore.fixtures';
import { initialFormData } from '../explore/form-data';
import { downloadContext, downloadOptions, submitDownload } from './download-chart-data';

describe('chart data downloads', () => {
  const formData = initialFormData({ viz_type: 'table', groupby: ['state'], metrics: ['count'] }, birthsDatasource);

  it("asks for the chart's own query as CSV, Excel or JSON results", () => {
    expect(downloadContext(formData, 'csv')).toMatchObject({
      result_format: 'csv',
      result_type: 'full',
      queries: [{ columns: ['state'], metrics: ['count'] }],
    });
    expect(downloadContext(formData, 'xlsx')).toMatchObject({ result_format: 'xlsx', result_type: 'full' });
    expect(downloadContext(formData, 'json')).toMatchObject({ result_format: 'json', result_type: 'results' });
  });

  it('offers the pivoted CSV only for pivot tables and the full exports only for tables', () => {
    const keys = (vizType: string) => downloadOptions(vizType, (text) => text).map((option) => option.key);
    expect(keys('pivot_table_v2')).toEqual(['csv', 'pivot-csv', 'json', 'xlsx']);
    expect(keys('table')).toEqual(['csv', 'json', 'xlsx', 'full-csv', 'full-xlsx']);
    expect(keys('pie')).toEqual(['csv', 'json', 'xlsx']);
  });

  it("drops the chart's row limit for full exports and asks for post-processed rows for the pivoted CSV", () => {
    expect(downloadContext(formData, 'csv', 'full').queries[0]).not.toHaveProperty('row_limit');
    expect(downloadContext(formData, 'csv').queries[0]?.row_limit).toBe(formData.row_limit);
    expect(downloadContext(formData, 'csv', 'pivot')).toMatchObject({ result_format: 'csv', result_type: 'post_processed' });
  });

  it('posts the request as a form field to a new tab', () => {
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    submitDownload(downloadContext(formData, 'csv'));
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form.getAttribute('action')).toBe('/api/v1/chart/data');
    expect(form.method).toBe('post');
    expect(form.target).toBe('_blank');
    const field = form.querySelector('input[name="form_data"]') as HTMLInputElement;
    expect(JSON.parse(field.value)).toMatchObject({ result_format: 'csv', datasource: { id: 7, type: 'table' } });
    expect(document.body.contains(form)).toBe(false);
  });
});
