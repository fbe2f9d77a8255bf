import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeRangePicker } from './TimeRangePicker';

function Harness({ initial, spy }: { initial: string; spy: jest.Mock }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeRangePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        spy(next);
      }}
    />
  );
}

// Typing into selects is slow when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('TimeRangePicker', () => {
  it('goes through the range types and writes the range each one means', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Harness initial="No filter" spy={spy} />);
    expect(screen.getByRole('combobox', { name: 'Range type' })).toHaveValue('No filter');

    await user.click(screen.getByRole('combobox', { name: 'Range type' }));
    await user.click(screen.getByRole('option', { name: 'Last' }));
    expect(spy).toHaveBeenLastCalledWith('Last week');
    await user.click(screen.getByRole('combobox', { name: 'Last' }));
    await user.click(screen.getByRole('option', { name: 'Last quarter' }));
    expect(spy).toHaveBeenLastCalledWith('Last quarter');

    await user.click(screen.getByRole('combobox', { name: 'Range type' }));
    await user.click(screen.getByRole('option', { name: 'Previous' }));
    await user.click(screen.getByRole('combobox', { name: 'Previous' }));
    await user.click(screen.getByRole('option', { name: 'previous calendar year' }));
    expect(spy).toHaveBeenLastCalledWith('previous calendar year');

    await user.click(screen.getByRole('combobox', { name: 'Range type' }));
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('START (INCLUSIVE)'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('END (EXCLUSIVE)'), { target: { value: '2020-03-01' } });
    expect(spy).toHaveBeenLastCalledWith('2020-01-01 : 2020-03-01');

    await user.click(screen.getByRole('combobox', { name: 'Range type' }));
    await user.click(screen.getByRole('option', { name: 'Advanced' }));
    expect(screen.getByRole('textbox', { name: 'START (INCLUSIVE)' })).toHaveValue('2020-01-01');
    await user.clear(screen.getByRole('textbox', { name: 'END (EXCLUSIVE)' }));
    await user.type(screen.getByRole('textbox', { name: 'END (EXCLUSIVE)' }), 'now');
    expect(spy).toHaveBeenLastCalledWith('2020-01-01 : now');

    await user.click(screen.getByRole('combobox', { name: 'Range type' }));
    await user.click(screen.getByRole('option', { name: 'No filter' }));
    expect(spy).toHaveBeenLastCalledWith('No filter');
    expect(screen.queryByLabelText('START (INCLUSIVE)')).toBeNull();
  });

  it('opens an advanced range on its own bounds', () => {
    render(<Harness initial="7 days ago : today" spy={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Range type' })).toHaveValue('Advanced');
    expect(screen.getByRole('textbox', { name: 'START (INCLUSIVE)' })).toHaveValue('7 days ago');
    expect(screen.getByRole('textbox', { name: 'END (EXCLUSIVE)' })).toHaveValue('today');
  });
});
