import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartChangesModal } from './ChartChangesModal';

const changes = Array.from({ length: 51 }, (_item, index) => ({
  name: `control_${index}`,
  label: `Control ${index}`,
  before: index,
  after: index + 1,
}));

describe('ChartChangesModal', () => {
  it('lists Control, Before and After, 50 changes a page', async () => {
    const user = userEvent.setup();
    render(<ChartChangesModal changes={changes} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Chart changes' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Control', 'Before', 'After']);
    expect(within(dialog).getAllByRole('row')).toHaveLength(1 + 50);
    expect(within(dialog).getByRole('cell', { name: 'Control 49' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([['Control 50', '50', '51']]);
  });

  it('has no pages for a short list', () => {
    render(<ChartChangesModal changes={changes.slice(0, 2)} onClose={jest.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
