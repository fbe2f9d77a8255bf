import { createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toClientError, type ClientError } from '../../api';
import { t } from '../../i18n';
import { refreshRequested } from '../resource-list';
import { addToast } from '../toasts';

/** A create/edit modal over one record of a list page: open on a record (or none), load it, save it. */
export interface RecordModalState<R> {
  open: boolean;
  /** The record being edited; null when creating one. */
  editingId: number | null;
  record: R | null;
  loading: boolean;
  saving: boolean;
  saveError: ClientError | null;
}

export interface RecordModalApi<R, P> {
  load(id: number): Promise<R>;
  save(payload: P, id: number | null): Promise<unknown>;
  /** The toast after a save ('User created'). */
  savedText(created: boolean): string;
  /** The record's noun in messages ('user'). */
  label(): string;
}

const closedState: RecordModalState<never> = { open: false, editingId: null, record: null, loading: false, saving: false, saveError: null };

/**
 * The slice, selector and saga of one record modal, named `name` in the page store (the actions'
 * prefix too). Admin pages share it: each only says how its record loads and saves.
 */
export function createRecordModal<R, P>(name: string, api: RecordModalApi<R, P>) {
  const slice = createSlice({
    name,
    initialState: closedState as RecordModalState<R>,
    reducers: {
      opened(_state, action: PayloadAction<{ id: number | null }>) {
        return { ...closedState, open: true, editingId: action.payload.id, loading: action.payload.id !== null } as RecordModalState<R>;
      },
      closed: () => closedState as RecordModalState<R>,
      loaded(state, action: PayloadAction<R>) {
        state.loading = false;
        (state as RecordModalState<R>).record = action.payload;
      },
      loadFailed: () => closedState as RecordModalState<R>,
      saveRequested(state, _action: PayloadAction<P>) {
        state.saving = true;
        state.saveError = null;
      },
      saveSucceeded: () => closedState as RecordModalState<R>,
      saveFailed(state, action: PayloadAction<{ error: ClientError }>) {
        state.saving = false;
        state.saveError = action.payload.error;
      },
    },
  });
  const actions = slice.actions;
  const selectModal = (state: Record<string, unknown>): RecordModalState<R> => state[name] as RecordModalState<R>;

  function* load(action: PayloadAction<{ id: number | null }>): SagaIterator {
    const { id } = action.payload;
    if (id === null) return;
    try {
      const record: R = yield call([api, api.load], id);
      yield put(actions.loaded(record));
    } catch (error) {
      yield put(actions.loadFailed());
      yield put(
        addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', api.label(), toClientError(error).message) }),
      );
    }
  }

  function* save(action: PayloadAction<P>): SagaIterator {
    const { editingId }: RecordModalState<R> = yield select(selectModal);
    try {
      yield call([api, api.save], action.payload, editingId);
      yield put(actions.saveSucceeded());
      yield put(addToast({ type: 'success', text: api.savedText(editingId === null) }));
      yield put(refreshRequested());
    } catch (error) {
      yield put(actions.saveFailed({ error: toClientError(error) }));
    }
  }

  function* saga(): SagaIterator {
    yield takeLatest(actions.opened.type, load);
    yield takeEvery(actions.saveRequested.type, save);
  }

  return { name, reducer: slice.reducer as Reducer<RecordModalState<R>>, actions, selectModal, saga };
}

export type RecordModal<R, P> = ReturnType<typeof createRecordModal<R, P>>;
