import type { ClientError } from '../../../api';
import type {
  ChartRuntime,
  DashboardChart,
  DashboardInfo,
  DashboardLayout,
  FilterOptions,
  FilterValue,
  NativeFilter,
} from '../dashboard.types';
import type { OverwriteConflict } from '../model/overwrite-check';
import type { CrossFilter } from '../model/cross-filters';
import { emptyHistory, type LayoutHistory } from '../layout/layout-history';
import type { PermalinkState } from '../model/permalink-state';

export interface DashboardState {
  idOrSlug: string | null;
  /** State a permalink asks the dashboard to open in. */
  restore: Partial<PermalinkState> | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ClientError | null;
  dashboard: DashboardInfo | null;
  layout: DashboardLayout;
  charts: Record<number, DashboardChart>;
  chartStates: Record<number, ChartRuntime>;
  /** Per TABS component, the selected TAB. */
  activeTabs: Record<string, string>;
  filters: NativeFilter[];
  /** Values in the filter bar, not yet applied. */
  draftFilterValues: Record<string, FilterValue>;
  /** Values the charts are filtered by. */
  appliedFilterValues: Record<string, FilterValue>;
  filterOptions: Record<string, FilterOptions>;
  /** Per emitting chart, its active cross-filter. */
  crossFilters: Record<number, CrossFilter>;
  /** The native filters config modal: open, saving, and the last save error. */
  filtersConfig: { open: boolean; saving: boolean; error: string | null };
  /**
   * Charts known to be on or near the screen (within a screen's height of the viewport), or known to
   * be further away; a chart not yet measured is placed by its layout (see `layout-offsets.ts`).
   */
  chartsInView: Record<number, boolean>;
  /**
   * The viewer's window height when charts far below the fold wait until scrolled near (Superset's
   * dashboard virtualisation); null when every chart loads at once (report screenshots, embedding).
   */
  lazyLoadingViewportHeight: number | null;
  /**
   * Charts whose description was shown or hidden from their menu ('Toggle chart description');
   * charts not listed follow `json_metadata.expanded_slices`.
   */
  expandedSlices: Record<number, boolean>;
  starred: boolean;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  /** The dashboard as last loaded or saved, to discard edits back to. */
  saved: DashboardInfo | null;
  /** The layout as last loaded or saved, to discard edits back to. */
  savedLayout: DashboardLayout;
  /** Layout edits that can be undone and redone. */
  layoutHistory: LayoutHistory;
  /** Every undo slot is used: older edits can no longer be undone. */
  maxUndoHistoryExceeded: boolean;
  /** An overwrite waiting for the user's confirmation: the server copy differs from what would be saved. */
  overwriteConfirmation: OverwriteConflict | null;
  /** The 'Save as' modal; `copiedId` is the new dashboard to go to once the copy is saved. */
  saveAs: { open: boolean; saving: boolean; error: string | null; copiedId: number | null };
  /** The properties modal: open, saving (view mode saves directly), and the last save error. */
  properties: { open: boolean; saving: boolean; error: string | null };
  /** The auto-refresh interval (seconds) picked for this session only; null follows the metadata's `refresh_frequency`. */
  sessionRefreshFrequency: number | null;
  /** When a chart last received fresh data (epoch ms), for the 'Last updated' label. */
  lastRefreshedAt: number | null;
}

export const initialDashboardState: DashboardState = {
  idOrSlug: null,
  restore: null,
  status: 'idle',
  error: null,
  dashboard: null,
  layout: {},
  charts: {},
  chartStates: {},
  activeTabs: {},
  filters: [],
  draftFilterValues: {},
  appliedFilterValues: {},
  filterOptions: {},
  crossFilters: {},
  filtersConfig: { open: false, saving: false, error: null },
  chartsInView: {},
  lazyLoadingViewportHeight: null,
  expandedSlices: {},
  starred: false,
  editMode: false,
  hasUnsavedChanges: false,
  isSaving: false,
  saved: null,
  savedLayout: {},
  layoutHistory: emptyHistory,
  maxUndoHistoryExceeded: false,
  overwriteConfirmation: null,
  saveAs: { open: false, saving: false, error: null, copiedId: null },
  properties: { open: false, saving: false, error: null },
  sessionRefreshFrequency: null,
  lastRefreshedAt: null,
};

export const idleChart: ChartRuntime = {
  status: 'idle',
  requestSeq: 0,
  filtersKey: null,
  force: false,
  queriesResponse: null,
  error: null,
};
