import { dashboardFileStem, printDashboard } from './dashboard-download';

describe('dashboardFileStem', () => {
  it('is the title in kebab case and the time of the download', () => {
    expect(dashboardFileStem('  Sales: Q4 / EMEA  ', new Date('2026-11-25T10:00:00.000Z'))).toBe('sales-q4-emea-2026-11-25T10-00-00.000Z');
    expect(dashboardFileStem('***', new Date('2026-11-25T10:00:00.000Z'))).toBe('dashboard-2026-11-25T10-00-00.000Z');
  });
});

describe('printDashboard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('prints only the grid under the file name, then puts the page back', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z') });
    document.title = 'Tessera';
    const grid = document.body.appendChild(document.createElement('main'));
    const seen: { title: string; printing: boolean; target: boolean; printRules: string }[] = [];
    jest.spyOn(window, 'print').mockImplementation(() => {
      seen.push({
        title: document.title,
        printing: document.body.classList.contains('printing-dashboard'),
        target: grid.hasAttribute('data-print-target'),
        printRules: [...document.head.querySelectorAll('style')].map((style) => style.textContent).join(''),
      });
    });
    printDashboard(grid, 'Sales overview');
    expect(seen).toEqual([
      {
        title: 'sales-overview-2026-11-25T10-00-00.000Z',
        printing: true,
        target: true,
        printRules: expect.stringContaining('@media print'),
      },
    ]);

    window.dispatchEvent(new Event('afterprint'));
    expect(document.title).toBe('Tessera');
    expect(document.body.classList.contains('printing-dashboard')).toBe(false);
    expect(grid.hasAttribute('data-print-target')).toBe(false);
    expect(document.head.querySelector('style')).toBeNull();
    jest.useRealTimers();
    grid.remove();
  });
});
