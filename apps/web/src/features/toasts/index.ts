export { addToast, dismissToast, initialToastsState, toastsReducer, TOAST_DURATIONS_MS } from './toasts.slice';
export type { Toast, ToastType, ToastsState } from './toasts.slice';
export { selectToasts } from './toasts.selectors';
export type { StateWithToasts } from './toasts.selectors';
export { toastsSaga } from './toasts.saga';
export { ToastPresenter } from './components/ToastPresenter/ToastPresenter';
