import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { birthsDatasource } from '../../explore.fixtures';
import { FilterEditor } from './FilterEditor';

// Typing into selects is slow when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('FilterEditor', () => {
  it('saves a custom SQL filter in the HAVING clause', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<FilterEditor columns={birthsDatasource.columns} onSave={onSave} onCancel={jest.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Custom SQL' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Clause' }));
    await user.click(screen.getByRole('option', { name: 'HAVING' }));
    await user.type(screen.getByRole('textbox', { name: 'SQL expression' }), ' SUM(num) > 10 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 10' });
  });

  it('opens a SQL WHERE filter on its SQL and saves a simple one with its typed values', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    const { unmount } = render(
      <FilterEditor
        columns={birthsDatasource.columns}
        filter={{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state <> 'CA'" }}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Custom SQL' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'SQL expression' })).toHaveValue("state <> 'CA'");
    unmount();

    render(<FilterEditor columns={birthsDatasource.columns} onSave={onSave} onCancel={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'Simple' })).toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Filter column' }));
    await user.click(screen.getByRole('option', { name: 'num' }));
    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await user.click(screen.getByRole('option', { name: 'In' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter value' }), '1, 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'num',
      operator: 'IN',
      comparator: [1, 2],
    });
  });

  it('edits a time range filter, keeping an open end and refusing a range with no bounds', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    const filter = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'ds',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last week',
    } as const;
    render(<FilterEditor columns={birthsDatasource.columns} filter={filter} onSave={onSave} onCancel={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Range type' })).toHaveValue('Last');
    await user.click(screen.getByRole('combobox', { name: 'Range type' }));
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('START (INCLUSIVE)'), { target: { value: '2021-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...filter, comparator: '2021-06-01 : ' });
  });
});
