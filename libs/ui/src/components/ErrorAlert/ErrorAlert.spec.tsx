import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorAlert } from './ErrorAlert';

describe('ErrorAlert', () => {
  it('defaults its title to Unexpected error', () => {
    render(<ErrorAlert message="Something broke" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unexpected error');
    expect(alert).toHaveTextContent('Something broke');
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('toggles details with See more / See less', async () => {
    const user = userEvent.setup();
    render(<ErrorAlert title="Boom" message="m" details={<p>Stack details</p>} />);
    expect(screen.queryByText('Stack details')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('Stack details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'See less' }));
    expect(screen.queryByText('Stack details')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const onClose = jest.fn();
    render(<ErrorAlert message="m" onClose={onClose} level="warning" />);
    await userEvent.click(screen.getByRole('alert').querySelector('.close') as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
