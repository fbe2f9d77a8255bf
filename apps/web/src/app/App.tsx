import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { LocaleBoundary } from '../features/language';
import { ToastPresenter } from '../features/toasts';
import { AppRoutes } from './AppRoutes';
import { ROUTER_FUTURE } from '../routing';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <LocaleBoundary>
          <AppRoutes />
        </LocaleBoundary>
        <ToastPresenter />
      </BrowserRouter>
    </Provider>
  );
}
