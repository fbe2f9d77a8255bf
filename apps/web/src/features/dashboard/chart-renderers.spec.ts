import { getChartPlugin } from '@tessera/viz';
import { loadedRenderer, loadRenderer, preloadChartRenderers } from './chart-renderers';

jest.mock('@tessera/viz', () => ({ getChartPlugin: jest.fn() }));

type Plugin = ReturnType<typeof getChartPlugin>;

function fakePlugins(load: (vizType: string) => Promise<unknown>) {
  const loads: string[] = [];
  jest.mocked(getChartPlugin).mockImplementation((vizType: string) => {
    if (vizType === 'unknown_viz') throw new Error('no such plugin');
    return { loadRenderer: () => (loads.push(vizType), load(vizType)) } as unknown as Plugin;
  });
  return loads;
}

describe('chart renderers', () => {
  it('preloads the renderer of each kind of chart once, skipping kinds no plugin draws', async () => {
    const loads = fakePlugins((vizType) => Promise.resolve({ name: vizType }));

    await preloadChartRenderers(['table', 'pie', 'table', 'unknown_viz', 'pie']);

    expect(loads).toEqual(['table', 'pie']);
    expect(loadedRenderer('table')).toEqual({ name: 'table' });
    expect(loadedRenderer('pie')).toEqual({ name: 'pie' });
  });

  it('has nothing to draw with before a renderer loaded, and tries a failed load again', async () => {
    let fail = true;
    const loads = fakePlugins(() => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ name: 'line' })));

    await expect(preloadChartRenderers(['line'])).resolves.toBeUndefined();
    expect(loadedRenderer('line')).toBeUndefined();

    fail = false;
    await expect(loadRenderer('line')).resolves.toEqual({ name: 'line' });
    expect(loads).toEqual(['line', 'line']);
    expect(loadedRenderer('line')).toEqual({ name: 'line' });
  });
});
