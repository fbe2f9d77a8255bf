/** Toast kinds, matching the app's toast state. */
export type ToastType = 'info' | 'success' | 'warning' | 'danger';

/** One toast as the presenter shows it; how long it stays is the app's business. */
export interface ToastItem {
  id: string;
  type: ToastType;
  text: string;
}

/**
 * Lets a component hand a message to the app's toasts. Components that take it fall back to an
 * inline message when it is absent.
 */
export type NotifyFn = (type: ToastType, text: string) => void;

/** A value/label pair as selects and select filters use it. */
export interface SelectOption<V = unknown> {
  label: string;
  value: V;
}
