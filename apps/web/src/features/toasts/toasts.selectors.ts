import type { Toast, ToastsState } from './toasts.slice';

export interface StateWithToasts {
  toasts: ToastsState;
}

export const selectToasts = (state: StateWithToasts): readonly Toast[] => state.toasts.items;
