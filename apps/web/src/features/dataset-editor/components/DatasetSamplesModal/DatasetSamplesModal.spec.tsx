import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { fakeApi } from '../../../resource-list/testing/fake-api';
import { DatasetSamplesModal, SAMPLES_PER_PAGE } from './DatasetSamplesModal';

jest.setTimeout(20_000);

/** 150 rows served a page at a time, the way `POST /datasource/samples` pages them. */
function samplesRoute() {
  return {
    method: 'POST',
    url: /^\/api\/v1\/datasource\/samples\?/,
    body: (call: { url: string }) => {
      const query = new URLSearchParams(call.url.split('?')[1]);
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      const all = Array.from({ length: 150 }, (_value, index) => ({
        fruit: `fruit ${index + 1}`,
        qty: index + 1,
        detail: index === 0 ? '{"origin":"Spain"}' : 'plain',
      }));
      return {
        result: {
          colnames: ['fruit', 'qty', 'detail'],
          coltypes: [1, 0, 1],
          data: all.slice((page - 1) * perPage, page * perPage),
          rowcount: 0,
          total_count: all.length,
          page,
          per_page: perPage,
        },
      };
    },
  };
}

describe('DatasetSamplesModal', () => {
  it('shows a dataset’s samples in the data grid, with row numbers, menus, JSON cells and paging', async () => {
    const user = userEvent.setup();
    const api = fakeApi([samplesRoute()]);
    renderWithApp(<DatasetSamplesModal dataset={{ id: 5, table_name: 'fruit' }} onHide={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Samples' });
    await within(dialog).findByRole('gridcell', { name: 'fruit 1' });
    expect(api.calls[api.calls.length - 1]?.url).toBe(
      `/api/v1/datasource/samples?datasource_type=table&datasource_id=5&page=1&per_page=${SAMPLES_PER_PAGE}&force=false`,
    );
    expect(within(dialog).getByText(`1-${SAMPLES_PER_PAGE} of 150`)).toBeInTheDocument();
    // The pinned row-number column holds the grid menu; each header has its own.
    expect(within(dialog).getByRole('button', { name: 'Grid menu' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Column menu for qty' }));
    expect(screen.getByRole('menu', { name: 'Column menu for qty' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(dialog).getByRole('button', { name: '{"origin":"Spain"}' }));
    const cell = await screen.findByRole('dialog', { name: 'Cell content' });
    expect(cell.querySelector('pre')?.textContent).toBe('{\n  "origin": "Spain"\n}');
    await user.click(within(cell).getByRole('button', { name: 'Close' }));

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText(`${SAMPLES_PER_PAGE + 1}-150 of 150`);
    expect(api.calls.at(-1)?.url).toContain('&page=2&');
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Force refresh' }));
    await waitFor(() => expect(api.calls.at(-1)?.url).toContain('&page=2&per_page=100&force=true'));
  });

  it('shows why the samples could not be loaded', async () => {
    fakeApi([{ method: 'POST', url: /^\/api\/v1\/datasource\/samples/, status: 400, body: { message: 'Dataset does not exist' } }]);
    renderWithApp(<DatasetSamplesModal dataset={{ id: 9, table_name: 'gone' }} onHide={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dataset does not exist');
  });
});
