import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { addToast, toastsReducer } from '../../toasts.slice';
import { ToastPresenter } from './ToastPresenter';

function renderPresenter() {
  const store = configureStore({ reducer: { toasts: toastsReducer } });
  render(
    <Provider store={store}>
      <ToastPresenter />
    </Provider>,
  );
  // Store updates outside an event handler must be wrapped so React renders them before asserting.
  const show = (...toasts: Parameters<typeof addToast>[0][]) =>
    act(() => {
      for (const toast of toasts) store.dispatch(addToast(toast));
    });
  return { store, show };
}

describe('ToastPresenter', () => {
  it('shows toasts in order, urgent ones as alerts', async () => {
    const { show } = renderPresenter();
    show({ type: 'success', text: 'Your query was saved' }, { type: 'danger', text: 'Your query could not be saved' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your query could not be saved');
    expect(screen.getByRole('status')).toHaveTextContent('Your query was saved');
  });

  it('closes a toast with its close button', async () => {
    const { store, show } = renderPresenter();
    show({ type: 'warning', text: 'Retrying later' }, { type: 'info', text: 'Query was stopped.' });
    const warning = await screen.findByRole('alert');
    await userEvent.click(within(warning).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Retrying later')).not.toBeInTheDocument();
    expect(screen.getByText('Query was stopped.')).toBeInTheDocument();
    expect(store.getState().toasts.items).toHaveLength(1);
  });

  it('renders nothing without toasts', () => {
    renderPresenter();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
