import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExistingDataset, TableColumn } from './dataset-editor.api';

/** Tables come from the server this many at a time. */
export const TABLE_PAGE_SIZE = 50;

export interface DatasetCreateState {
  database: { id: number; name: string } | null;
  schemas: string[];
  schemasLoading: boolean;
  schema: string | null;
  tableSearch: string;
  tables: { value: string; type: string }[];
  tableCount: number;
  /** The last page loaded (0-based). */
  tablePage: number;
  tablesLoading: boolean;
  table: string | null;
  columns: TableColumn[];
  columnsLoading: boolean;
  /** The dataset the chosen table already has. */
  existing: ExistingDataset | null;
  creating: boolean;
  error: string | null;
  /** Set once the dataset exists; the page then leaves for Explore or the list. */
  created: { id: number; explore: boolean } | null;
}

export const initialDatasetCreateState: DatasetCreateState = {
  database: null,
  schemas: [],
  schemasLoading: false,
  schema: null,
  tableSearch: '',
  tables: [],
  tableCount: 0,
  tablePage: 0,
  tablesLoading: false,
  table: null,
  columns: [],
  columnsLoading: false,
  existing: null,
  creating: false,
  error: null,
  created: null,
};

const datasetCreateSlice = createSlice({
  name: 'datasetCreate',
  initialState: initialDatasetCreateState,
  reducers: {
    databaseSelected(_state, action: PayloadAction<{ id: number; name: string } | null>) {
      return { ...initialDatasetCreateState, database: action.payload, schemasLoading: action.payload !== null };
    },
    schemasLoaded(state, action: PayloadAction<{ schemas: string[] }>) {
      state.schemasLoading = false;
      state.schemas = action.payload.schemas;
    },
    schemaSelected(state, action: PayloadAction<{ schema: string | null }>) {
      return {
        ...initialDatasetCreateState,
        database: state.database,
        schemas: state.schemas,
        schema: action.payload.schema,
        tablesLoading: action.payload.schema !== null,
      };
    },
    tableSearchChanged(state, action: PayloadAction<{ search: string }>) {
      state.tableSearch = action.payload.search;
      state.tablesLoading = true;
    },
    moreTablesRequested(state) {
      state.tablesLoading = true;
    },
    tablesLoaded(state, action: PayloadAction<{ tables: { value: string; type: string }[]; count: number; page: number }>) {
      const { tables, count, page } = action.payload;
      state.tablesLoading = false;
      state.tables = page === 0 ? tables : [...state.tables, ...tables];
      state.tableCount = count;
      state.tablePage = page;
    },
    tableSelected(state, action: PayloadAction<{ table: string }>) {
      state.table = action.payload.table;
      state.columns = [];
      state.existing = null;
      state.columnsLoading = true;
      state.error = null;
    },
    columnsLoaded(state, action: PayloadAction<{ columns: TableColumn[]; existing: ExistingDataset | null }>) {
      state.columnsLoading = false;
      state.columns = action.payload.columns;
      state.existing = action.payload.existing;
    },
    loadFailed(state, action: PayloadAction<{ message: string }>) {
      state.schemasLoading = false;
      state.tablesLoading = false;
      state.columnsLoading = false;
      state.error = action.payload.message;
    },
    createRequested(state, _action: PayloadAction<{ explore: boolean }>) {
      state.creating = true;
      state.error = null;
    },
    createSucceeded(state, action: PayloadAction<{ id: number; explore: boolean }>) {
      state.creating = false;
      state.created = action.payload;
    },
    createFailed(state, action: PayloadAction<{ message: string }>) {
      state.creating = false;
      state.error = action.payload.message;
    },
  },
});

export const {
  databaseSelected,
  schemasLoaded,
  schemaSelected,
  tableSearchChanged,
  moreTablesRequested,
  tablesLoaded,
  tableSelected,
  columnsLoaded,
  loadFailed: datasetSourceLoadFailed,
  createRequested: datasetCreateRequested,
  createSucceeded: datasetCreateSucceeded,
  createFailed: datasetCreateFailed,
} = datasetCreateSlice.actions;
export const datasetCreateReducer = datasetCreateSlice.reducer;

export const selectDatasetCreate = (state: { datasetCreate: DatasetCreateState }) => state.datasetCreate;
