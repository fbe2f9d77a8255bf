import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteModal, isDeleteConfirmed } from './DeleteModal';

describe('DeleteModal', () => {
  const setup = () => {
    const onConfirm = jest.fn();
    const onHide = jest.fn();
    render(
      <DeleteModal open title="Delete chart?" description="Are you sure you want to delete Sales?" onConfirm={onConfirm} onHide={onHide} />,
    );
    return { onConfirm, onHide, user: userEvent.setup() };
  };

  it('enables Delete only when DELETE is typed, ignoring case', async () => {
    const { onConfirm, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Delete chart?' })).toHaveTextContent('Are you sure you want to delete Sales?');
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    const input = screen.getByLabelText('Please type DELETE to confirm');
    await user.type(input, 'delet');
    expect(button).toBeDisabled();
    await user.type(input, 'e');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter once typed, and cancels', async () => {
    const { onConfirm, onHide, user } = setup();
    await user.type(screen.getByLabelText('Please type DELETE to confirm'), 'nope{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Please type DELETE to confirm'));
    await user.type(screen.getByLabelText('Please type DELETE to confirm'), 'DeLeTe{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('compares against the translated word', () => {
    expect(isDeleteConfirmed('supprimer', 'SUPPRIMER')).toBe(true);
    expect(isDeleteConfirmed('delete', 'SUPPRIMER')).toBe(false);
  });
});
