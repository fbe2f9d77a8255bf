import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveModal } from './SaveModal';

const noDashboards = jest.fn(async () => ({ data: [], totalCount: 0 }));

// Typing into selects is slow when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('SaveModal', () => {
  it('saves as new onto a dashboard created from the typed title', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <SaveModal
        sliceName="Births"
        canOverwrite={false}
        saving={false}
        error={null}
        loadDashboards={noDashboards}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Save as...' })).toBeChecked();
    await user.type(screen.getByRole('combobox', { name: 'Add to dashboard' }), 'Population{Enter}');
    expect(screen.getByText('A new dashboard will be created: Population')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ action: 'saveas', sliceName: 'Births', dashboard: { newTitle: 'Population' } });
  });

  it('is disabled while saving and shows why the last save failed', () => {
    render(
      <SaveModal
        sliceName="Births"
        canOverwrite
        saving
        error="Chart parameters are invalid."
        loadDashboards={noDashboards}
        onSave={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /Save$/ })).toBeDisabled();
    expect(screen.getByText('Chart parameters are invalid.')).toBeInTheDocument();
  });

  it('overwrites only a chart the user owns, and needs a name', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    const { unmount } = render(
      <SaveModal
        sliceName="Births"
        canOverwrite={false}
        saving={false}
        error={null}
        loadDashboards={noDashboards}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Save (Overwrite)' })).toBeDisabled();
    unmount();

    render(
      <SaveModal
        sliceName="Births"
        canOverwrite
        saving={false}
        error={null}
        loadDashboards={noDashboards}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked();
    await user.clear(screen.getByRole('textbox', { name: 'Chart name' }));
    expect(screen.getByText('This is a required field')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Chart name' }), ' Births by year ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ action: 'overwrite', sliceName: 'Births by year', dashboard: null });
  });

  it('takes a typed dashboard name without Enter, and offers to go to the dashboard (issue 19, bug 3)', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <SaveModal
        sliceName="Births"
        canOverwrite={false}
        saving={false}
        error={null}
        loadDashboards={noDashboards}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Add to dashboard' }), 'Population');
    await user.click(screen.getByRole('button', { name: /^Save$/ }));
    expect(onSave).toHaveBeenLastCalledWith({ action: 'saveas', sliceName: 'Births', dashboard: { newTitle: 'Population' } });

    await user.click(screen.getByRole('button', { name: 'Save & go to dashboard' }));
    expect(onSave).toHaveBeenLastCalledWith({
      action: 'saveas',
      sliceName: 'Births',
      dashboard: { newTitle: 'Population' },
      goToDashboard: true,
    });
  });
});
