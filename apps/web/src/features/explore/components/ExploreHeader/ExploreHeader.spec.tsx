import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExploreHeader, type ExploreHeaderProps } from './ExploreHeader';

function renderHeader(overrides: Partial<ExploreHeaderProps> = {}) {
  const props: ExploreHeaderProps = {
    sliceName: 'Births by state',
    canEditTitle: true,
    changes: [],
    canSave: true,
    chart: { id: 12, starred: false, certifiedBy: 'Data team', certificationDetails: 'Audited', owners: ['Ada Lovelace', 'Alan Turing'] },
    onTitleChange: jest.fn(),
    onFavoriteToggle: jest.fn(),
    onSave: jest.fn(),
    ...overrides,
  };
  render(<ExploreHeader {...props} />);
  return props;
}

describe('ExploreHeader', () => {
  it("shows a saved chart's star, certification and owners, and stars it", async () => {
    const user = userEvent.setup();
    const props = renderHeader();
    expect(screen.getByRole('img', { name: 'Certified' })).toBeInTheDocument();
    expect(screen.getByText('Owners: Ada Lovelace, Alan Turing')).toBeInTheDocument();
    const star = screen.getByRole('button', { name: 'Favorite' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(props.onFavoriteToggle).toHaveBeenCalledWith(true);
  });

  it('offers to unstar a starred chart and waits for an unknown status', async () => {
    const user = userEvent.setup();
    const starred = renderHeader({ chart: { id: 12, starred: true, owners: [] } });
    await user.click(screen.getByRole('button', { name: 'Unfavorite' }));
    expect(starred.onFavoriteToggle).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('img', { name: 'Certified' })).toBeNull();
    expect(screen.queryByText(/^Owners:/)).toBeNull();
  });

  it('has no star, badge or owners for an unsaved exploration', () => {
    renderHeader({ chart: null, sliceName: '' });
    expect(screen.queryByRole('button', { name: 'Favorite' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Certified' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('disables the star while the favourite status is loading', () => {
    renderHeader({ chart: { id: 12, starred: null, owners: [] } });
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeDisabled();
  });
});
