import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { permalinkShareRequested } from '../../dashboard.slice';
import { DEFAULT_DASHBOARD_UI_CONFIG, DashboardUiConfigProvider } from '../../ui-config/dashboard-ui-config';
import { LayoutHeader } from './LayoutHeader';

const header = <LayoutHeader id="HEADER-7" text="Regional revenue" headerSize="LARGE_HEADER" background="BACKGROUND_TRANSPARENT" />;

describe('a dashboard header in view mode', () => {
  it('offers a permalink anchored to itself while the pointer is on it', async () => {
    const { actions } = renderWithApp(header, { state: signedInState({ Gamma: [] }) });
    const link = screen.getByRole('button', { name: 'Copy permalink to Regional revenue' });
    expect(link).toHaveAttribute('title', 'Copy permalink to clipboard');
    expect(link).toHaveStyle({ opacity: '0' });
    await userEvent.hover(screen.getByRole('heading', { name: 'Regional revenue' }));
    expect(link).toHaveStyle({ opacity: '1' });
    await userEvent.click(link);
    expect(actions).toContainEqual(permalinkShareRequested({ anchor: 'HEADER-7' }));
  });

  it('offers no permalink to an embedded dashboard guest', () => {
    renderWithApp(
      <DashboardUiConfigProvider value={{ ...DEFAULT_DASHBOARD_UI_CONFIG, isGuest: true }}>{header}</DashboardUiConfigProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Regional revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy permalink/ })).not.toBeInTheDocument();
  });
});
