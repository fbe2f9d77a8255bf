import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '../../../routing';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi } from '../../resource-list/testing/fake-api';
import { dashboardSaveBody } from '../dashboard-save';
import { dashboardLoaded } from '../dashboard.slice';
import { parseLayout } from '../layout/layout';
import { DashboardPage } from '../pages/DashboardPage';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../testing/dashboard.fixtures';
import { BackgroundStyleDropdown } from './BackgroundStyleDropdown';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));

jest.setTimeout(30_000);

describe('BackgroundStyleDropdown', () => {
  it('shows the current style, reading anything but white as transparent, and reports a new choice only', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<BackgroundStyleDropdown value={undefined} onChange={onChange} />);
    const dropdown = screen.getByRole('listbox', { name: 'Background style' });
    expect(within(dropdown).getByRole('option', { name: 'Transparent' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(dropdown);
    await userEvent.click(within(dropdown).getByRole('option', { name: 'Transparent' }));
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(dropdown);
    await userEvent.click(within(dropdown).getByRole('option', { name: 'Solid' }));
    expect(onChange).toHaveBeenCalledWith('BACKGROUND_WHITE');

    rerender(<BackgroundStyleDropdown value="BACKGROUND_WHITE" onChange={onChange} />);
    expect(within(dropdown).getByRole('option', { name: 'Solid' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('the background style of rows and columns in the layout editor', () => {
  function renderDashboard() {
    fakeApi([]);
    const view = renderWithApp(
      <Routes>
        <Route path={PATHS.dashboard} element={<DashboardPage />} />
      </Routes>,
      { path: '/superset/dashboard/sales/', state: signedInState({ Admin: [['can_write', 'Dashboard']] }) },
    );
    act(() => {
      view.store.dispatch(
        dashboardLoaded({
          dashboard: fixtureDashboard(),
          layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
          charts: fixtureCharts(),
          filters: [],
        }),
      );
    });
    return view;
  }

  const frame = (id: string) => document.querySelector<HTMLElement>(`[data-editor-id="${id}"]`) as HTMLElement;
  const rendered = (id: string) => document.querySelector<HTMLElement>(`[data-layout-id="${id}"]`) as HTMLElement;
  /** The frame's own controls, not those of the components inside it. */
  const controlsOf = (id: string) => within(frame(id).firstElementChild as HTMLElement);

  async function pick(id: string, style: 'Transparent' | 'Solid') {
    await userEvent.hover(frame(id));
    const dropdown = controlsOf(id).getByRole('listbox', { name: 'Background style' });
    await userEvent.click(dropdown);
    await userEvent.click(within(dropdown).getByRole('option', { name: style }));
  }

  it('is offered on a row or column under the pointer or holding focus, in edit mode only', async () => {
    renderDashboard();
    expect(screen.queryByRole('listbox', { name: 'Background style' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
    expect(screen.queryByRole('listbox', { name: 'Background style' })).not.toBeInTheDocument();
    await userEvent.hover(frame('CHART-b'));
    // The chart's own frame has no background menu; the row and column holding it do.
    expect(within(frame('CHART-b')).queryByRole('listbox', { name: 'Background style' })).not.toBeInTheDocument();
    expect(controlsOf('ROW-2').getByRole('listbox', { name: 'Background style' })).toBeInTheDocument();
    expect(controlsOf('COLUMN-1').getByRole('listbox', { name: 'Background style' })).toBeInTheDocument();
    await userEvent.unhover(frame('CHART-b'));
    await userEvent.unhover(frame('ROW-1'));
    expect(screen.queryByRole('listbox', { name: 'Background style' })).not.toBeInTheDocument();

    act(() => controlsOf('ROW-3').getByRole('button', { name: 'Drag to move' }).focus());
    expect(controlsOf('ROW-3').getByRole('listbox', { name: 'Background style' })).toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.queryByRole('listbox', { name: 'Background style' })).not.toBeInTheDocument();
  });

  it('sets a row and a column solid as undoable edits, drawn white and saved with the layout', async () => {
    const { store } = renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
    expect(rendered('ROW-2')).toHaveStyle({ background: 'transparent' });

    await pick('ROW-2', 'Solid');
    expect(store.getState().dashboard.layout['ROW-2']?.meta.background).toBe('BACKGROUND_WHITE');
    expect(rendered('ROW-2')).toHaveStyle({ background: '#fff' });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await pick('COLUMN-1', 'Solid');
    expect(store.getState().dashboard.layout['COLUMN-1']?.meta).toMatchObject({ background: 'BACKGROUND_WHITE', width: 8 });
    expect(rendered('COLUMN-1')).toHaveStyle({ background: '#fff' });
    const saved = JSON.parse(dashboardSaveBody(fixtureDashboard(), store.getState().dashboard.layout).position_json as string);
    expect(saved['COLUMN-1'].meta.background).toBe('BACKGROUND_WHITE');
    expect(saved['ROW-2'].meta.background).toBe('BACKGROUND_WHITE');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().dashboard.layout['COLUMN-1']?.meta.background).toBe('BACKGROUND_TRANSPARENT');
    expect(rendered('COLUMN-1')).toHaveStyle({ background: 'transparent' });
    expect(rendered('ROW-2')).toHaveStyle({ background: '#fff' });

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().dashboard.layout['ROW-2']?.meta.background).toBe('BACKGROUND_TRANSPARENT');
    expect(rendered('ROW-2')).toHaveStyle({ background: 'transparent' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(store.getState().dashboard.layout['ROW-2']?.meta.background).toBe('BACKGROUND_WHITE');

    // A white row can be made transparent again.
    await pick('ROW-1', 'Transparent');
    expect(store.getState().dashboard.layout['ROW-1']?.meta.background).toBe('BACKGROUND_TRANSPARENT');
    expect(rendered('ROW-1')).toHaveStyle({ background: 'transparent' });
  });
});
