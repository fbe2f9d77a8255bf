import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CertifiedBadge } from './CertifiedBadge';

describe('CertifiedBadge', () => {
  it('names the certifier and details in its tooltip', async () => {
    render(<CertifiedBadge certifiedBy="Data Team" details="Reviewed weekly" />);
    await userEvent.hover(screen.getByRole('img', { name: 'Certified' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Certified by Data Team');
    expect(tooltip).toHaveTextContent('Reviewed weekly');
  });

  it('says Certified when no certifier is known', async () => {
    render(<CertifiedBadge />);
    await userEvent.hover(screen.getByRole('img', { name: 'Certified' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Certified$/);
  });
});
