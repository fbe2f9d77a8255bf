import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows its content on hover and hides it on leave', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Helpful text">
        <button type="button">Target</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Target' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Helpful text');
    await user.unhover(screen.getByRole('button', { name: 'Target' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('renders the bare child when there is no content', () => {
    render(
      <Tooltip content="">
        <button type="button">Alone</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Alone' })).toBeInTheDocument();
  });
});
