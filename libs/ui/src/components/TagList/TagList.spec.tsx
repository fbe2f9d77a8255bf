import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagList } from './TagList';

const tags = ['a', 'b', 'c', 'd', 'e'].map((name, index) => ({ id: index + 1, name }));

describe('TagList', () => {
  it('shows every tag without a limit', () => {
    render(<TagList tags={tags} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('collapses behind +N and expands on demand', async () => {
    const user = userEvent.setup();
    render(<TagList tags={tags} maxTags={3} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['a', 'b']);
    const more = screen.getByRole('button', { name: 'Show 3 more tags' });
    expect(more).toHaveTextContent('+3');
    await user.click(more);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show fewer tags' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
