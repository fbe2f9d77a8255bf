import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NativeFilter } from '../../dashboard.types';
import { TimeFilter } from './TimeFilter';

const filter: NativeFilter = {
  id: 'NATIVE_FILTER-time',
  name: 'Period',
  filterType: 'filter_time',
  targets: [],
  multiSelect: false,
  defaultValue: null,
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  description: '',
};

describe('TimeFilter', () => {
  it("shows 'No filter' when empty and hands back the chosen range, or null for 'No filter'", async () => {
    const onChange = jest.fn();
    const { rerender } = render(<TimeFilter filter={filter} value={null} onChange={onChange} />);
    const field = screen.getByRole('listbox', { name: 'Period' });
    expect(field).toHaveTextContent('No filter');

    await userEvent.click(field);
    await userEvent.click(screen.getByRole('option', { name: 'Last month' }));
    expect(onChange).toHaveBeenLastCalledWith('Last month');

    rerender(<TimeFilter filter={filter} value="Last month" onChange={onChange} />);
    await userEvent.click(screen.getByRole('listbox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('option', { name: 'No filter' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
