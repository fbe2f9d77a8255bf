import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditableTitle } from './EditableTitle';

describe('EditableTitle', () => {
  const setup = (title = 'Sales', canEdit = true) => {
    const onSave = jest.fn();
    render(<EditableTitle title={title} canEdit={canEdit} onSave={onSave} />);
    return { onSave, user: userEvent.setup() };
  };

  it('saves a changed title on Enter, trimmed', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Title' }));
    const input = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(input);
    await user.type(input, '  Revenue  {Enter}');
    expect(onSave).toHaveBeenCalledWith('Revenue');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves on blur but not when unchanged after trimming', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '   ');
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reverts an emptied title', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Title' })).toHaveTextContent('Sales');
  });

  it('cancels with Escape', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'X{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Title' })).toHaveTextContent('Sales');
  });

  it('explains why it cannot be edited without permission', async () => {
    const { user } = setup('Sales', false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.hover(screen.getByText('Sales'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("You don't have the rights to alter this title.");
  });
});
