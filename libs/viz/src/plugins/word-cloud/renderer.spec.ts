import { resetColorNamespaces } from '../../color/color-namespace';
import { wordCloudChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';
import { NAMES_FORM_DATA, NAMES_RESULT } from './word-cloud.fixtures';
import type { WordCloudFormData } from './word-cloud.types';

function propsFor(extra: Partial<WordCloudFormData> = {}) {
  return transformProps({ formData: { ...NAMES_FORM_DATA, ...extra }, queriesData: [NAMES_RESULT], width: 400, height: 300 });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('word cloud renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('draws every word that fits at its size and angle, the largest in the middle', () => {
    renderer.render(element, propsFor({ rotation: 'square' }), {});
    const words = [...element.querySelectorAll('text.tessera-word')];
    expect(words.map((word) => word.textContent).sort()).toEqual(['Anna', 'Eve', 'Michael', 'Tom']);
    const michael = words.find((word) => word.textContent === 'Michael')!;
    expect(michael.getAttribute('font-size')).toBe('70');
    expect(michael.getAttribute('transform')).toMatch(/^translate\(0,0\) rotate\((0|90)\)$/);
    expect(element.querySelector('g.tessera-word-cloud')?.getAttribute('transform')).toBe('translate(200,150)');
  });

  it('shows the value on hover and drills to the word on right-click', () => {
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onContextMenu });
    const anna = [...element.querySelectorAll('text.tessera-word')].find((word) => word.textContent === 'Anna')!;
    anna.dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('Anna');
    expect(tooltip.querySelector('.tessera-tooltip-row')?.textContent).toBe('sum__num: 550');
    anna.dispatchEvent(mouse('contextmenu', 3, 4));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 3, y: 4, filters: [{ col: 'name', op: '==', val: 'Anna' }] });
  });

  it('shows the empty state without rows, and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: NAMES_FORM_DATA, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(wordCloudChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});
