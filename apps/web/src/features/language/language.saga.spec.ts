import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { applyLocale } from '../../i18n';
import { configLoaded } from '../config';
import { addToast } from '../toasts';
import { saveLocale } from './language.api';
import { applyBootstrapLocale, chooseLocale } from './language.saga';
import { initialLanguageState, languageReducer, localeApplied, localeChosen } from './language.slice';

const config = { featureFlags: {}, conf: {}, locale: 'de', version: '0.1.0' };

describe('the language saga', () => {
  it("applies the bootstrap's locale, then re-renders in it", () => {
    return expectSaga(applyBootstrapLocale, configLoaded(config))
      .withReducer(combineReducers({ language: languageReducer }), { language: initialLanguageState })
      .provide([[matchers.call.fn(applyLocale), 'de']])
      .call(applyLocale, 'de')
      .put(localeApplied('de'))
      .hasFinalState({ language: { active: 'de', requested: null } })
      .run();
  });

  it("keeps a locale the page asked for (embedded) over the bootstrap's", () => {
    const state = { language: { active: 'en' as const, requested: 'ja' as const } };
    return expectSaga(applyBootstrapLocale, configLoaded(config))
      .withState(state)
      .provide([[matchers.call.fn(applyLocale), 'ja']])
      .call(applyLocale, 'ja')
      .put(localeApplied('ja'))
      .run();
  });

  it('switches at once on a choice from the menu, then saves it on the user', () => {
    return expectSaga(chooseLocale, localeChosen('pt_BR'))
      .provide([
        [matchers.call.fn(applyLocale), 'pt_BR'],
        [matchers.call.fn(saveLocale), undefined],
      ])
      .call(applyLocale, 'pt_BR')
      .put(localeApplied('pt_BR'))
      .call(saveLocale, 'pt_BR')
      .run();
  });

  it('says so when the choice could not be saved, keeping the screen in the chosen language', () => {
    const failure = new ApiError({ status: 500, message: 'Fatal error', errors: [] } as never);
    return expectSaga(chooseLocale, localeChosen('ko'))
      .provide([
        [matchers.call.fn(applyLocale), 'ko'],
        [matchers.call.fn(saveLocale), throwError(failure)],
      ])
      .put(localeApplied('ko'))
      .put.like({ action: { type: addToast.type, payload: { type: 'danger' } } })
      .run();
  });
});
