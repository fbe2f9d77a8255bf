import { birthsDatasource } from '../../explore.fixtures';
import { initialFormData } from '../../form-data';
import { downloadContext, submitDownload } from './download-chart-data';

describe('chart data downloads', () => {
  const formData = initialFormData({ viz_type: 'table', groupby: ['state'], metrics: ['count'] }, birthsDatasource);

  it("asks for the chart's own query as CSV, Excel or JSON results", () => {
    expect(downloadContext(formData, 'csv')).toMatchObject({ result_format: 'csv', result_type: 'full', queries: [{ columns: ['state'], metrics: ['count'] }] });
    expect(downloadContext(formData, 'xlsx')).toMatchObject({ result_format: 'xlsx', result_type: 'full' });
    expect(downloadContext(formData, 'json')).toMatchObject({ result_format: 'json', result_type: 'results' });
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
