import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FavoritesState {
  /** Object id → starred, for the rows on screen. */
  status: Record<number, boolean>;
}

export const initialFavoritesState: FavoritesState = { status: {} };

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    statusLoaded(state, action: PayloadAction<Record<number, boolean>>) {
      state.status = { ...state.status, ...action.payload };
    },
    toggleRequested(_state, _action: PayloadAction<{ id: number; starred: boolean }>) {},
    toggleSucceeded(state, action: PayloadAction<{ id: number; starred: boolean }>) {
      state.status[action.payload.id] = action.payload.starred;
    },
  },
});

export const {
  statusLoaded: favoriteStatusLoaded,
  toggleRequested: favoriteToggleRequested,
  toggleSucceeded: favoriteToggleSucceeded,
} = favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;
