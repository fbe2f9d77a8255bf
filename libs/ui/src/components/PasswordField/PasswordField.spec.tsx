import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PasswordField', () => {
  it('hides the text until the toggle is pressed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText(/Password/);
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 's3cret');
    expect(onChange).toHaveBeenLastCalledWith('s3cret');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it("marks required fields once, with Fomantic's star (no second one in the label's text)", () => {
    render(<Harness onChange={jest.fn()} />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByText('Password').closest('.field')).toHaveClass('required');
    expect(screen.getByLabelText(/Password/)).toBeRequired();
  });
});
