import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CronPicker } from './CronPicker';

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CronPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CronPicker', () => {
  it('shows each field and applies presets', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial="0 12 * * 1" onChange={onChange} />);
    expect(screen.getByLabelText('Minute')).toHaveValue('0');
    expect(screen.getByLabelText('Hour')).toHaveValue('12');
    expect(screen.getByLabelText('Day of week')).toHaveValue('1');
    const presets = screen.getByRole('listbox', { name: 'Presets' });
    expect(presets).toHaveTextContent(/^Custom/);

    await user.click(presets);
    await user.click(within(presets).getByRole('option', { name: 'Every day' }));
    expect(onChange).toHaveBeenLastCalledWith('0 0 * * *');
    expect(screen.getByLabelText('Hour')).toHaveValue('0');
    expect(screen.queryByText('Invalid cron expression')).not.toBeInTheDocument();
  });

  it('edits one field and flags invalid expressions', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial="0 0 * * *" onChange={onChange} />);
    const minute = screen.getByLabelText('Minute');
    await user.clear(minute);
    expect(screen.getByText('Invalid cron expression')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Hour')).toHaveValue('0');
    await user.type(minute, '75');
    expect(onChange).toHaveBeenLastCalledWith('75 0 * * *');
    expect(screen.getByText('Invalid cron expression')).toHaveAttribute('role', 'alert');
    expect(minute).toHaveAttribute('aria-invalid', 'true');
    await user.clear(minute);
    await user.type(minute, '*/15');
    expect(onChange).toHaveBeenLastCalledWith('*/15 0 * * *');
    expect(screen.queryByText('Invalid cron expression')).not.toBeInTheDocument();
  });
});
