import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { applyLocale, t, type Locale } from '../../i18n';
import { configLoaded, type CommonConfig } from '../config';
import { addToast } from '../toasts';
import { saveLocale } from './language.api';
import { selectRequestedLocale } from './language.selectors';
import { localeApplied, localeChosen, localeRequested } from './language.slice';

/** The bootstrap names the user's language (their choice, else the browser's, else the default). */
export function* applyBootstrapLocale(action: PayloadAction<CommonConfig>): SagaIterator {
  const requested: Locale | null = yield select(selectRequestedLocale);
  const locale: Locale = yield call(applyLocale, requested ?? action.payload.locale);
  yield put(localeApplied(locale));
}

/** The page's own request (an embedded dashboard's `locale`): in effect at once, not saved. */
export function* applyRequestedLocale(action: PayloadAction<Locale>): SagaIterator {
  const locale: Locale = yield call(applyLocale, action.payload);
  yield put(localeApplied(locale));
}

/** The menu's choice: the screen switches at once, then the choice is saved on the user. */
export function* chooseLocale(action: PayloadAction<Locale>): SagaIterator {
  const locale: Locale = yield call(applyLocale, action.payload);
  yield put(localeApplied(locale));
  try {
    yield call(saveLocale, locale);
  } catch (error) {
    yield put(addToast({ type: 'danger', text: t('Your language could not be saved: %s', toClientError(error).message) }));
  }
}

export function* languageSaga(): SagaIterator {
  yield takeLatest(configLoaded.type, applyBootstrapLocale);
  yield takeLatest(localeRequested.type, applyRequestedLocale);
  yield takeLatest(localeChosen.type, chooseLocale);
}
