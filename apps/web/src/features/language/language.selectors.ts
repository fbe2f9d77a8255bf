import type { LanguageState } from './language.slice';

export interface StateWithLanguage {
  language: LanguageState;
}

export const selectActiveLocale = (state: StateWithLanguage) => state.language.active;

export const selectRequestedLocale = (state: StateWithLanguage) => state.language.requested;
