import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WarningIconWithTooltip } from './WarningIconWithTooltip';

describe('WarningIconWithTooltip', () => {
  it('shows the warning text on focus', async () => {
    render(<WarningIconWithTooltip warningMarkdown="Deprecated: use revenue_net" />);
    await userEvent.tab();
    expect(screen.getByRole('img', { name: 'Warning' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Deprecated: use revenue_net');
  });
});
