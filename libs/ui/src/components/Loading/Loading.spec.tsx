import { render, screen } from '@testing-library/react';
import { Loading } from './Loading';

describe('Loading', () => {
  it('is a status named Loading with optional visible text', () => {
    render(<Loading text="Fetching charts" position="floating" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Fetching charts');
  });

  it('uses the given translation', () => {
    render(<Loading t={() => 'Chargement'} />);
    expect(screen.getByRole('status', { name: 'Chargement' })).toBeInTheDocument();
  });
});
