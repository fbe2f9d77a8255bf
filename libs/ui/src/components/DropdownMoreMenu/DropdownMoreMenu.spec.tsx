import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMoreMenu } from './DropdownMoreMenu';

describe('DropdownMoreMenu', () => {
  it('opens a More menu capped at 500 px that scrolls', async () => {
    const user = userEvent.setup();
    const onShare = jest.fn();
    render(<DropdownMoreMenu items={[{ key: 'share', label: 'Share', onClick: onShare }]} />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(menu).toHaveStyle({ maxHeight: '500px', overflowY: 'auto' });
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(onShare).toHaveBeenCalled();
  });
});
