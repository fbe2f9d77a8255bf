import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslateProvider } from '../../i18n-context';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the default texts', () => {
    render(<EmptyState />);
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(screen.getByText('There is currently no information to display.')).toBeInTheDocument();
  });

  it('shows a custom title and an action', async () => {
    const onClick = jest.fn();
    render(<EmptyState title="No charts yet" description={null} buttonText="Chart" onButtonClick={onClick} />);
    expect(screen.queryByText('There is currently no information to display.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('translates through the provider', () => {
    render(
      <TranslateProvider t={(text) => `[${text}]`}>
        <EmptyState />
      </TranslateProvider>,
    );
    expect(screen.getByRole('heading', { name: '[No results]' })).toBeInTheDocument();
  });
});
