import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { addToast } from '../toasts';
import { toDraft } from './dataset-draft';
import { fetchDataset, fetchExternalColumns, updateDataset } from './dataset-editor.api';
import { datasetView } from './dataset-editor.fixtures';
import { saveDataset } from './dataset-editor.saga';
import {
  datasetEditorReducer,
  datasetSaveFailed,
  datasetSaveSucceeded,
  initialDatasetEditorState,
  type DatasetEditorState,
} from './dataset-editor.slice';

const dataset = datasetView();

function editing(sql: string): { datasetEditor: DatasetEditorState } {
  return { datasetEditor: { ...initialDatasetEditorState, datasetId: 5, dataset, draft: { ...toDraft(dataset), sql }, saving: true } };
}

const toast = (text: string) => ({ action: { type: addToast.type, payload: { text } } });

describe('dataset editor saga: save', () => {
  it('keeps the first save when syncing the new SQL’s columns fails, says so, and still reloads', async () => {
    const saved = datasetView({ sql: 'SELECT broken' });
    const result = await expectSaga(saveDataset)
      .withState(editing('SELECT broken'))
      .provide([
        [matchers.call.fn(updateDataset), undefined],
        [matchers.call.fn(fetchExternalColumns), throwError(new Error('syntax error'))],
        [matchers.call(fetchDataset, 5), saved],
      ])
      .put.like(toast('An error has occurred while syncing virtual dataset columns'))
      .put(datasetSaveSucceeded({ dataset: saved }))
      .run();
    // Only the first save ran: the second needs the synced columns.
    expect(result.effects.call?.filter((effect) => effect.payload.fn === updateDataset)).toHaveLength(1);
  });

  it('reports the server’s message when the save is refused, without reloading', async () => {
    const refusal = new ApiError({ message: "This dataset is managed externally, and can't be edited", status: 403, errors: [] });
    const { storeState } = await expectSaga(saveDataset)
      .withReducer(
        (state: { datasetEditor: DatasetEditorState } | undefined, action) => ({
          datasetEditor: datasetEditorReducer(state?.datasetEditor, action),
        }),
        editing(dataset.sql ?? ''),
      )
      .provide([[matchers.call.fn(updateDataset), throwError(refusal)]])
      .put(datasetSaveFailed({ message: "This dataset is managed externally, and can't be edited" }))
      .not.call.fn(fetchDataset)
      .run();
    expect(storeState.datasetEditor).toMatchObject({
      saving: false,
      saveError: "This dataset is managed externally, and can't be edited",
      saved: null,
    });
  });

  it('toasts the column changes before the second save', async () => {
    await expectSaga(saveDataset)
      .withState(editing('SELECT name FROM fruit'))
      .provide([
        [matchers.call.fn(updateDataset), undefined],
        [matchers.call.fn(fetchExternalColumns), [{ column_name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false }]],
        [matchers.call(fetchDataset, 5), dataset],
      ])
      .put.like(toast('Removed 1 column from the virtual dataset'))
      .put.like(toast('The dataset has been saved'))
      .run();
  });
});
