import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../i18n';

export interface LanguageState {
  /** The locale whose texts are on screen (its catalogue loaded). */
  active: Locale;
  /** A locale the page itself asked for (the embedded dashboard's `locale` parameter); it wins over the bootstrap's. */
  requested: Locale | null;
}

export const initialLanguageState: LanguageState = { active: DEFAULT_LOCALE, requested: null };

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    /** The user picked a language in the menu: it is put into effect and saved on the user. */
    chosen(_state, _action: PayloadAction<Locale>) {},
    /** The page asks for a language without saving it (an embedded dashboard's guest has no account). */
    requested(state, action: PayloadAction<Locale>) {
      state.requested = action.payload;
    },
    /** The locale's catalogue is loaded and in effect; the app re-renders in it. */
    applied(state, action: PayloadAction<Locale>) {
      state.active = action.payload;
      // A requested locale that could not be loaded is given up, so the page shows in the one in effect.
      if (state.requested !== null && state.requested !== action.payload) state.requested = null;
    },
  },
});

export const { chosen: localeChosen, requested: localeRequested, applied: localeApplied } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
