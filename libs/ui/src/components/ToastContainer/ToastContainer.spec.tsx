import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from './ToastContainer';

describe('ToastContainer', () => {
  it('renders urgent toasts as alerts and others as statuses, and dismisses by id', async () => {
    const onDismiss = jest.fn();
    render(
      <ToastContainer
        onDismiss={onDismiss}
        toasts={[
          { id: 'a', type: 'success', text: 'Link Copied!' },
          { id: 'b', type: 'danger', text: 'Failed to tag items' },
          { id: 'c', type: 'warning', text: 'Careful' },
          { id: 'd', type: 'info', text: 'FYI' },
        ]}
      />,
    );
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['Failed to tag items', 'Careful']);
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['Link Copied!', 'FYI']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('renders nothing inside when there are no toasts', () => {
    render(<ToastContainer toasts={[]} onDismiss={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});
