import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagChip, tagEntitiesUrl } from './TagChip';

describe('TagChip', () => {
  it('links a saved tag to its tagged-objects page in a new tab', () => {
    render(<TagChip tag={{ id: 12, name: 'finance' }} />);
    const link = screen.getByRole('link', { name: 'finance' });
    expect(link).toHaveAttribute('href', '/superset/all_entities/?id=12');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(tagEntitiesUrl(3)).toBe('/superset/all_entities/?id=3');
  });

  it('shortens names over 20 characters and keeps the full name as title', () => {
    render(<TagChip tag={{ id: 1, name: 'quarterly-revenue-forecast' }} />);
    const link = screen.getByRole('link', { name: 'quarterly-revenue-forecast' });
    expect(link).toHaveTextContent('quarterly-revenue-fo…');
    expect(link).toHaveAttribute('title', 'quarterly-revenue-forecast');
  });

  it('shows an unsaved tag as text with a remove button', async () => {
    const onDelete = jest.fn();
    render(<TagChip tag={{ name: 'draft' }} onDelete={onDelete} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag draft' }));
    expect(onDelete).toHaveBeenCalledWith({ name: 'draft' });
  });
});
