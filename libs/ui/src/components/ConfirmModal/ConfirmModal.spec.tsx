import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal } from './ConfirmModal';

describe('ConfirmModal', () => {
  it('asks and answers', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmModal
        open
        title="Overwrite?"
        body="This replaces the saved version."
        confirmLabel="Overwrite"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Overwrite?' })).toHaveTextContent('This replaces the saved version.');
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('blocks the confirm button while loading and renders nothing when closed', () => {
    const { rerender } = render(<ConfirmModal open loading title="Sure?" body="" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    rerender(<ConfirmModal open={false} title="Sure?" body="" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
