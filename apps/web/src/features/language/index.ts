export { languageReducer, initialLanguageState, localeApplied, localeChosen, localeRequested } from './language.slice';
export type { LanguageState } from './language.slice';
export { selectActiveLocale } from './language.selectors';
export type { StateWithLanguage } from './language.selectors';
export { languageSaga } from './language.saga';
export { LanguageMenu } from './components/LanguageMenu/LanguageMenu';
export { LocaleBoundary } from './components/LocaleBoundary/LocaleBoundary';
export { localeOfAddress } from './locale-of-address';
