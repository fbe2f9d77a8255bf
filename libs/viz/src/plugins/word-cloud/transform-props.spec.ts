import { resetColorNamespaces } from '../../color/color-namespace';
import { rotationOf, transformProps } from './transform-props';
import { NAMES_FORM_DATA, NAMES_RESULT } from './word-cloud.fixtures';
import type { WordCloudFormData } from './word-cloud.types';
import { layoutWords } from './word-layout';

function propsFor(extra: Partial<WordCloudFormData> = {}) {
  return transformProps({ formData: { ...NAMES_FORM_DATA, ...extra }, queriesData: [NAMES_RESULT], width: 400, height: 300 });
}

describe('word cloud props and layout', () => {
  beforeEach(() => resetColorNamespaces());

  it('sizes words linearly between the smallest and largest font size across the metric', () => {
    expect(propsFor().words.map((word) => [word.text, word.fontSize, word.formattedValue])).toEqual([
      ['Michael', 70, '1k'],
      ['Anna', 40, '550'],
      ['Tom', 10, '100'],
      ['Eve', 25, '325'],
    ]);
    expect(propsFor({ size_from: '20', size_to: '30' }).words.map((word) => word.fontSize)).toEqual([30, 25, 20, 23]);
  });

  it('turns words as the rotation says, the same way every time', () => {
    expect(propsFor().words.every((word) => word.rotate === 0)).toBe(true);
    const square = propsFor({ rotation: 'square' }).words.map((word) => word.rotate);
    expect(square.every((angle) => angle === 0 || angle === 90)).toBe(true);
    expect(propsFor({ rotation: 'square' }).words.map((word) => word.rotate)).toEqual(square);
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) expect([-90, -60, -30, 0, 30, 60]).toContain(rotationOf('random', text));
  });

  it('colours words through the dashboard namespace, label colours first', () => {
    expect(propsFor({ label_colors: { Tom: '#123123' } }).words[2].color).toBe('#123123');
  });

  it('places the largest word in the middle and no two words over each other, all inside the chart', () => {
    const placed = layoutWords(propsFor({ rotation: 'square' }).words, 400, 300);
    expect(placed[0]).toMatchObject({ text: 'Michael', x: 0, y: 0 });
    expect(placed).toHaveLength(4);
    const boxes = placed.map((word) => {
      const long = word.text.length * word.fontSize * 0.6;
      const [w, h] = word.rotate === 90 ? [word.fontSize, long] : [long, word.fontSize];
      return { left: word.x - w / 2, right: word.x + w / 2, top: word.y - h / 2, bottom: word.y + h / 2 };
    });
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(-200);
      expect(box.right).toBeLessThanOrEqual(200);
      expect(box.top).toBeGreaterThanOrEqual(-150);
      expect(box.bottom).toBeLessThanOrEqual(150);
    }
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false)),
    );
  });

  it('leaves out words that find no room', () => {
    expect(layoutWords(propsFor().words, 120, 40).length).toBeLessThan(4);
  });
});
