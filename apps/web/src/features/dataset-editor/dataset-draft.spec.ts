import { toDraft, toUpdatePayload, validateDraft } from './dataset-draft';
import { datasetView, metricView } from './dataset-editor.fixtures';

describe('dataset draft', () => {
  const certified = metricView(7, 'revenue', 'SUM(price)', {
    currency: { symbol: 'EUR', symbolPosition: 'suffix' },
    extra: JSON.stringify({ certification: { certified_by: 'Finance', details: 'Audited' }, warning_markdown: 'old' }),
  });

  it('unpacks a metric’s certification and currency and packs them back unchanged', () => {
    const dataset = datasetView({ metrics: [certified] });
    const draft = toDraft(dataset);
    expect(draft.metrics[0]).toMatchObject({
      certified_by: 'Finance',
      certification_details: 'Audited',
      currency_symbol: 'EUR',
      currency_position: 'suffix',
    });
    const metric = toUpdatePayload(dataset, draft).metrics[0];
    expect(metric).toMatchObject({ id: 7, metric_name: 'revenue', currency: { symbol: 'EUR', symbolPosition: 'suffix' } });
    expect(JSON.parse(metric?.extra ?? '{}')).toEqual({
      certification: { certified_by: 'Finance', details: 'Audited' },
      warning_markdown: 'old',
    });
    expect(metric).not.toHaveProperty('certified_by');
    expect(metric).not.toHaveProperty('key');
  });

  it('drops an emptied certification and currency, and sends blanks as null', () => {
    const dataset = datasetView({ metrics: [certified] });
    const draft = toDraft(dataset);
    draft.metrics[0] = { ...draft.metrics[0]!, certified_by: '', certification_details: '', currency_symbol: '', d3format: '' };
    draft.cache_timeout = '';
    const payload = toUpdatePayload(dataset, draft);
    expect(payload.metrics[0]).toMatchObject({ currency: null, d3format: null });
    expect(JSON.parse(payload.metrics[0]?.extra ?? '{}')).toEqual({ warning_markdown: 'old' });
    expect(payload).toMatchObject({ cache_timeout: null, owners: [1], database_id: 2, sql: 'SELECT name, qty FROM fruit' });
  });

  it('reports what keeps Save disabled', () => {
    const draft = toDraft(datasetView());
    expect(validateDraft(draft)).toEqual([]);
    draft.metrics.push({ ...draft.metrics[0]!, key: 'copy', id: undefined, expression: ' ' });
    draft.columns[2] = { ...draft.columns[2]!, expression: '' };
    draft.extra = '{oops';
    draft.cache_timeout = 'soon';
    expect(validateDraft(draft)).toEqual([
      'Calculated column [qty_x2] requires an expression',
      'Metric name [count] is duplicated',
      'Metric [count] requires an expression',
      'Cache timeout must be a whole number of seconds',
      'Extra must be valid JSON',
    ]);
  });
});
