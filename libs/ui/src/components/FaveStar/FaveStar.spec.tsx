import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaveStar } from './FaveStar';

describe('FaveStar', () => {
  it('asks to star an unstarred item', async () => {
    const onToggle = jest.fn();
    render(<FaveStar itemId={7} isStarred={false} onToggle={onToggle} />);
    const star = screen.getByRole('button', { name: 'Favorite' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(7, true);
  });

  it('asks to unstar a starred item without triggering the parent click', async () => {
    const onToggle = jest.fn();
    const onRowClick = jest.fn();
    render(
      <div onClick={onRowClick}>
        <FaveStar itemId="abc" isStarred onToggle={onToggle} showTooltip />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unfavorite' }));
    expect(onToggle).toHaveBeenCalledWith('abc', false);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click to unfavorite');
  });
});
