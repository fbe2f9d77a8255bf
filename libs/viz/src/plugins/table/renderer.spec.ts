import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { renderer } from './renderer';
import type { TableFormData } from './table.types';
import { transformProps } from './transform-props';

const formData: TableFormData = {
  datasource: '4__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['state'],
  metrics: ['num'],
  page_length: 10,
  include_search: true,
  show_cell_bars: true,
  column_config: { num: { d3NumberFormat: ',d' } },
};

const STATES = ['CA', 'NY', 'TX', 'FL', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA'];
const result: ChartDataResponseResult = {
  colnames: ['state', 'num'],
  coltypes: [1, 0],
  rowcount: STATES.length,
  data: STATES.map((state, i) => ({ state, num: (i + 1) * 100 })),
};

function draw(extra: Partial<TableFormData> = {}, callbacks = {}, crossFilterValues?: string[]) {
  const element = document.createElement('div');
  const handle = renderer.render(
    element,
    transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width: 500, height: 400, hooks: { crossFilterValues } }),
    callbacks,
  );
  return { element, handle };
}

const bodyRows = (element: HTMLElement) => [...element.querySelectorAll('tbody tr')];
const firstColumn = (element: HTMLElement) => bodyRows(element).map((row) => row.querySelector('td')?.textContent);
const click = (node: Element | null | undefined, init: MouseEventInit = {}) =>
  node?.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init }));

describe('table renderer', () => {
  it('draws a header and one row per record of the first page, with formatted cells', () => {
    const { element } = draw();
    expect([...element.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['state', 'num']);
    expect(bodyRows(element)).toHaveLength(10);
    expect(bodyRows(element)[9].textContent).toBe('MI1,000');
    expect([...element.querySelectorAll('.tessera-page')].map((button) => button.textContent)).toEqual(['«', '1', '2', '»']);
  });

  it('sizes cell bars by value and colours cells by conditional formatting', () => {
    const { element } = draw({ page_length: 0 });
    const bars = element.querySelectorAll<HTMLElement>('.tessera-cell-bar');
    expect(bars).toHaveLength(12);
    expect(bars[0].style.width).toBe('8%');
    expect(bars[11].style.width).toBe('100%');
    const { element: formatted } = draw({
      page_length: 0,
      conditional_formatting: [{ column: 'num', operator: '≥', targetValue: 1000, colorScheme: '#ff0000' }],
    });
    const cells = [...formatted.querySelectorAll<HTMLElement>('tbody tr td:nth-child(2)')];
    // Opacity grows from 0.05 at the threshold to 1 at the column maximum.
    expect(cells.map((cell) => cell.style.backgroundColor).slice(8)).toEqual([
      '',
      'rgba(255, 0, 0, 0.05)',
      'rgba(255, 0, 0, 0.53)',
      'rgb(255, 0, 0)',
    ]);
    expect(cells[9].querySelector('.tessera-cell-bar')).toBeNull();
  });

  it('cycles sorting on header clicks and sorts by several columns with shift', () => {
    const { element } = draw({ page_length: 0 });
    const header = () => element.querySelectorAll('thead th');
    click(header()[1]);
    expect(header()[1].getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn(element)[0]).toBe('CA');
    click(header()[1]);
    expect(header()[1].getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn(element)[0]).toBe('VA');
    click(header()[0], { shiftKey: true });
    expect(header()[0].textContent).toBe('state ▲2');
    click(header()[1]);
    expect(header()[1].getAttribute('aria-sort')).toBe('none');
    expect(header()[0].getAttribute('aria-sort')).toBe('none');
    expect(firstColumn(element)[0]).toBe('CA');
  });

  it('pages through rows and changes the page size', () => {
    const { element } = draw();
    click([...element.querySelectorAll('.tessera-page')].find((button) => button.textContent === '2'));
    expect(firstColumn(element)).toEqual(['NJ', 'VA']);
    const pageSize = element.querySelector('[role="listbox"][aria-label="Page size"]') as HTMLElement;
    expect(element.querySelector('select')).toBeNull();
    const options = [...pageSize.querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual(['10', '20', '50', '100', '200', 'All']);
    click(pageSize);
    expect(pageSize.getAttribute('aria-expanded')).toBe('true');
    click(options[5]);
    expect(bodyRows(element)).toHaveLength(12);
    expect(element.querySelector('.tessera-pagination')).toBeNull();
  });

  it('filters rows with the search box and keeps the state across updates', () => {
    const { element, handle } = draw();
    const input = element.querySelector('input.tessera-table-search') as HTMLInputElement;
    expect(input.placeholder).toBe('Search 12 records');
    input.value = 'n';
    input.dispatchEvent(new Event('input'));
    expect(firstColumn(element)).toEqual(['NY', 'NC', 'NJ']);
    handle.update(transformProps({ formData, queriesData: [result], width: 300, height: 200 }));
    expect(firstColumn(element)).toEqual(['NY', 'NC', 'NJ']);
    expect((element.querySelector('input.tessera-table-search') as HTMLInputElement).value).toBe('n');
  });

  it('cross-filters on a dimension cell and toggles the selection off', () => {
    const onCrossFilter = jest.fn();
    const { element } = draw({}, { onCrossFilter }, ['NY']);
    click(bodyRows(element)[0].querySelector('td'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'state',
      values: ['CA'],
      label: 'CA',
      filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
    });
    expect(bodyRows(element)[1].querySelector('td')?.classList.contains('tessera-cell-selected')).toBe(true);
    click(bodyRows(element)[1].querySelector('td'));
    expect(onCrossFilter).toHaveBeenLastCalledWith({ column: 'state', values: [], label: 'NY', filters: [] });
    click(bodyRows(element)[1].querySelectorAll('td')[1]);
    expect(onCrossFilter).toHaveBeenCalledTimes(2);
  });

  it('opens the drill menu with the row dimensions and shows a totals footer', () => {
    const onContextMenu = jest.fn();
    const element = document.createElement('div');
    const props = transformProps({
      formData: { ...formData, show_totals: true },
      queriesData: [result, { colnames: ['num'], coltypes: [0], rowcount: 1, data: [{ num: 7800 }] }],
      width: 500,
      height: 400,
    });
    renderer.render(element, props, { onContextMenu });
    bodyRows(element)[2]
      .querySelectorAll('td')[1]
      .dispatchEvent(new MouseEvent('contextmenu', { clientX: 3, clientY: 4, bubbles: true, cancelable: true }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 3, y: 4, filters: [{ col: 'state', op: '==', val: 'TX' }] });
    expect(element.querySelector('tfoot tr')?.textContent).toBe('Summary7,800');
  });
});
