import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "slice_name")');
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the caught error on the console; the boundary is what is under test.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders its children while they work', () => {
    render(
      <ErrorBoundary>
        <p>chart</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Unexpected error' with the details behind See more / See less", async () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unexpected error');
    expect(screen.queryByText(/reading "slice_name"/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText(/reading "slice_name"/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'See less' }));
    expect(screen.queryByText(/reading "slice_name"/)).not.toBeInTheDocument();
  });
});
