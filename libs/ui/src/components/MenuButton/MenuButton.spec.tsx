import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from './MenuButton';

describe('MenuButton', () => {
  const setup = () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(
      <>
        <MenuButton
          label="Actions"
          items={[
            { key: 'h', label: 'Group', header: true },
            { key: 'edit', label: 'Edit', onClick: onEdit },
            { key: 'off', label: 'Unavailable', disabled: true, onClick: onDelete },
            { key: 'delete', label: 'Delete', onClick: onDelete, danger: true },
          ]}
        />
        <p>outside</p>
      </>,
    );
    return { onEdit, onDelete, user: userEvent.setup() };
  };

  it('opens a menu and runs the chosen item', async () => {
    const { onEdit, user } = setup();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('ignores disabled items and closes on Escape or an outside click', async () => {
    const { onDelete, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unavailable' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves focus with the arrow keys and chooses with Enter', async () => {
    const { onDelete, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('computes lazy items each time it opens', async () => {
    const user = userEvent.setup();
    let count = 0;
    render(<MenuButton label="Lazy" items={() => [{ key: 'n', label: `Opened ${++count}` }]} />);
    await user.click(screen.getByRole('button', { name: 'Lazy' }));
    expect(screen.getByRole('menuitem', { name: 'Opened 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lazy' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lazy' }));
    expect(screen.getByRole('menuitem', { name: /Opened [2-9]/ })).toBeInTheDocument();
  });
});
