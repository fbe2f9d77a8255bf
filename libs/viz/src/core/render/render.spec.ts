import { defineRenderer } from './define-renderer';
import { layoutLegend, legendHeight } from './legend';
import { estimateTextWidth, truncateText } from './text-measure';

describe('render helpers', () => {
  it('routes drawing errors to onError and reports successful draws', () => {
    const failing = defineRenderer<{ width: number; height: number; fail: boolean }>((root, props) => {
      if (props.fail) throw new Error('boom');
      root.append('p').text('ok');
    });
    const element = document.createElement('div');
    const onError = jest.fn();
    const onRendered = jest.fn();
    const handle = failing.render(element, { width: 10, height: 10, fail: true }, { onError, onRendered });
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
    expect(onRendered).not.toHaveBeenCalled();
    handle.update({ width: 20, height: 10, fail: false });
    expect(element.querySelector('p')?.textContent).toBe('ok');
    expect((element.firstChild as HTMLElement).style.width).toBe('20px');
    expect(onRendered).toHaveBeenCalledTimes(1);
    expect(() => failing.render(document.createElement('div'), { width: 1, height: 1, fail: true }, {})).toThrow('boom');
  });

  it('flows legend items onto new lines when the width runs out', () => {
    const items = ['alpha', 'beta', 'gamma'].map((label) => ({ label, color: '#000' }));
    // Each item: 12px swatch, 6px gap, 5 or 4 characters at 7.2px, then 16px spacing.
    expect(layoutLegend(items, 100)).toEqual([
      { x: 0, y: 0, text: 'alpha' },
      { x: 0, y: 18, text: 'beta' },
      { x: 0, y: 36, text: 'gamma' },
    ]);
    expect(layoutLegend(items, 1000).map((item) => item.x)).toEqual([0, 70, 132.8]);
    expect(legendHeight(items, 1000)).toBe(18);
    expect(legendHeight([], 1000)).toBe(0);
  });

  it('estimates text width without a layout engine and truncates long labels', () => {
    expect(estimateTextWidth('abcd', 10)).toBe(24);
    expect(truncateText('abcdefghij', 30, 10)).toBe('abcd…');
    expect(truncateText('abc', 30, 10)).toBe('abc');
  });
});
