import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityTranslate } from '../../i18n-context';
import type { ListViewFilterConfig } from './list-view.types';
import { ListViewFilters } from './ListViewFilters';
import { toLocalInput } from './DateRangeFilter';

const t = identityTranslate;

function renderFilters(filters: ListViewFilterConfig[], values: Record<string, unknown> = {}) {
  const onChange = jest.fn();
  const utils = render(<ListViewFilters filters={filters} values={values} onChange={onChange} t={t} />);
  return { onChange, user: userEvent.setup(), ...utils };
}

describe('ListViewFilters', () => {
  it('renders nothing without filters', () => {
    const { container } = renderFilters([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('submits a date range only when both ends are set, and clears it otherwise', () => {
    const config: ListViewFilterConfig = { type: 'datetime_range', id: 'changed_on', label: 'Modified', operator: 'between' };
    const { onChange, rerender } = renderFilters([config]);
    const start = screen.getByLabelText('Start');
    const end = screen.getByLabelText('End');
    fireEvent.change(start, { target: { value: '2024-01-01T10:00' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '2024-02-01T00:00' } });
    const range = [new Date('2024-01-01T10:00').getTime(), new Date('2024-02-01T00:00').getTime()];
    expect(onChange).toHaveBeenLastCalledWith('changed_on', range);

    rerender(<ListViewFilters filters={[config]} values={{ changed_on: range }} onChange={onChange} t={t} />);
    expect(screen.getByLabelText('Start')).toHaveValue(toLocalInput(range[0]));
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('changed_on', undefined);
  });

  it('shows an empty date end in the placeholder grey and a chosen one in the text colour', () => {
    const config: ListViewFilterConfig = { type: 'datetime_range', id: 'changed_on', label: 'Modified', operator: 'between' };
    renderFilters([config]);
    const start = screen.getByLabelText('Start');
    expect(start.style.color).toBe('rgb(117, 117, 117)');
    fireEvent.change(start, { target: { value: '2024-01-01T10:00' } });
    expect(start.style.color).toBe('');
    expect(screen.getByLabelText('End').style.color).toBe('rgb(117, 117, 117)');
  });

  it('loads select choices from the server and drops those without text', async () => {
    const fetchSelects = jest.fn().mockResolvedValue({
      data: [
        { label: 'Ann', value: 1 },
        { label: '', value: 2 },
        { label: 'Bo', value: 3 },
      ],
      totalCount: 3,
    });
    const config: ListViewFilterConfig = { type: 'select', id: 'owners', label: 'Owner', operator: 'rel_m_m', fetchSelects, multi: true };
    const { onChange, user } = renderFilters([config], { owners: [{ label: 'Cy', value: 9 }] });
    expect(screen.getByRole('button', { name: 'Remove Cy' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await waitFor(() => expect(fetchSelects).toHaveBeenCalledWith('', 0, 100));
    await screen.findByRole('option', { name: 'Ann' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select All', 'Ann', 'Bo']);
    await user.click(screen.getByRole('option', { name: 'Bo' }));
    expect(onChange).toHaveBeenLastCalledWith('owners', [
      { label: 'Cy', value: 9 },
      { label: 'Bo', value: 3 },
    ]);
  });

  it('filters by yes/no and clears back to any', async () => {
    const config: ListViewFilterConfig = { type: 'boolean', id: 'id', key: 'favorite', label: 'Favorite', operator: 'chart_is_favorite' };
    const { onChange, user, rerender } = renderFilters([config]);
    await user.click(screen.getByRole('combobox', { name: 'Favorite' }));
    await user.click(screen.getByRole('option', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith('favorite', false);
    rerender(<ListViewFilters filters={[config]} values={{ favorite: false }} onChange={onChange} t={t} />);
    expect(screen.getByRole('combobox', { name: 'Favorite' })).toHaveValue('No');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('favorite', undefined);
  });
});
