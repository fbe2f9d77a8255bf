import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { PivotTableFormData } from './pivot-table.types';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: PivotTableFormData = {
  datasource: '9__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['state', 'city'],
  groupbyColumns: ['gender'],
  metrics: ['num'],
  rowTotals: true,
  colTotals: true,
  rowSubTotals: true,
  valueFormat: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['state', 'city', 'gender', 'num'],
  coltypes: [1, 1, 1, 0],
  rowcount: 5,
  data: [
    { state: 'CA', city: 'SF', gender: 'boy', num: 1 },
    { state: 'CA', city: 'SF', gender: 'girl', num: 2 },
    { state: 'CA', city: 'LA', gender: 'boy', num: 3 },
    { state: 'NY', city: 'NYC', gender: 'boy', num: 4 },
    { state: 'NY', city: 'NYC', gender: 'girl', num: 5 },
  ],
};

const texts = (nodes: NodeListOf<Element> | Element[]) => [...nodes].map((node) => node.textContent);

function draw(callbacks = {}) {
  const element = document.createElement('div');
  renderer.render(element, transformProps({ formData, queriesData: [result], width: 500, height: 300 }), callbacks);
  return element;
}

describe('pivot table renderer', () => {
  it('stacks the column headers with spans and the axis names in the corner', () => {
    const element = draw();
    const headerRows = element.querySelectorAll('thead tr');
    expect(headerRows).toHaveLength(3);
    expect(texts(headerRows[0].querySelectorAll('th'))).toEqual(['Metric', 'num']);
    expect(headerRows[0].querySelectorAll('th')[1].getAttribute('colspan')).toBe('3');
    expect(texts(headerRows[1].querySelectorAll('th'))).toEqual(['gender', 'boy', 'girl', 'Total (Sum)']);
    expect(texts(headerRows[2].querySelectorAll('th'))).toEqual(['state', 'city', '']);
  });

  it('draws a row per group, subtotal and total with spanning row headers', () => {
    const element = draw();
    const rows = [...element.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => texts(row.querySelectorAll('th, td')))).toEqual([
      ['CA', 'LA', '3', '', '3'],
      ['SF', '1', '2', '3'],
      ['Subtotal', '4', '2', '6'],
      ['NY', 'NYC', '4', '5', '9'],
      ['Subtotal', '4', '5', '9'],
      ['Total (Sum)', '', '8', '7', '15'],
    ]);
    expect(rows[0].querySelector('th')?.getAttribute('rowspan')).toBe('3');
    expect(rows[2].classList.contains('tessera-pivot-subtotal')).toBe(true);
  });

  it('cross-filters on a row header group and drills into a cell', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    const element = draw({ onCrossFilter, onContextMenu });
    const rows = element.querySelectorAll('tbody tr');
    rows[1].querySelector('th')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'state',
      values: ['CA, SF'],
      label: 'CA, SF',
      filters: [
        { col: 'state', op: 'IN', val: ['CA'] },
        { col: 'city', op: 'IN', val: ['SF'] },
      ],
    });
    rows[1]
      .querySelectorAll('td')[1]
      .dispatchEvent(new MouseEvent('contextmenu', { clientX: 1, clientY: 2, bubbles: true, cancelable: true }));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 1,
      y: 2,
      filters: [
        { col: 'state', op: '==', val: 'CA' },
        { col: 'city', op: '==', val: 'SF' },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    });
  });

  it('shows the empty state without rows', () => {
    const element = document.createElement('div');
    renderer.render(element, transformProps({ formData, queriesData: [{ ...result, data: [] }], width: 500, height: 300 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
  });
});
