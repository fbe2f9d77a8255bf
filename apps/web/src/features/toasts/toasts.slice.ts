import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'info' | 'success' | 'warning' | 'danger';

/** How long each kind stays on screen (spec part 2 §9). */
export const TOAST_DURATIONS_MS: Readonly<Record<ToastType, number>> = {
  info: 4000,
  success: 4000,
  warning: 6000,
  danger: 8000,
};

export interface Toast {
  id: string;
  type: ToastType;
  text: string;
  durationMs: number;
}

export interface ToastsState {
  items: Toast[];
}

export const initialToastsState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastsState,
  reducers: {
    added: {
      reducer(state, action: PayloadAction<Toast>) {
        const { type, text } = action.payload;
        if (state.items.some((toast) => toast.type === type && toast.text === text)) return;
        state.items.push(action.payload);
      },
      prepare: ({ type, text, durationMs }: { type: ToastType; text: string; durationMs?: number }) => ({
        payload: { id: nanoid(), type, text, durationMs: durationMs ?? TOAST_DURATIONS_MS[type] },
      }),
    },
    dismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
});

/** `addToast({ type: 'danger', text })`; a message identical to one on screen is not shown twice. */
export const { added: addToast, dismissed: dismissToast } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
