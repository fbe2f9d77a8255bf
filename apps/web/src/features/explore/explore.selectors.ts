import { createSelector } from '@reduxjs/toolkit';
import type { StateWithConfig } from '../config';
import type { ExploreState } from './explore.slice';
import { changedControls, formDataErrors, type ControlChange } from './form-data';

export interface StateWithExplore extends Partial<StateWithConfig> {
  explore: ExploreState;
}

const NO_CHANGES: ControlChange[] = [];
const NO_ERRORS: Record<string, string[]> = {};

export const selectExplore = (state: StateWithExplore): ExploreState => state.explore;

const selectFormData = (state: StateWithExplore) => state.explore.formData;
const selectSavedFormData = (state: StateWithExplore) => state.explore.savedFormData;

/** Controls that differ from the saved chart; none for an unsaved exploration. */
export const selectControlChanges = createSelector([selectSavedFormData, selectFormData], (saved, current): ControlChange[] =>
  saved && current ? changedControls(saved, current) : NO_CHANGES,
);

/** The deployment's ceiling on rows per query (`SQL_MAX_ROW`), which bounds the row limit control. */
export const selectMaxRowLimit = (state: StateWithExplore): number | undefined => {
  const max = Number(state.config?.conf.SQL_MAX_ROW);
  return Number.isInteger(max) && max > 0 ? max : undefined;
};

/** Validation errors of the visible controls, by control name. */
export const selectControlErrors = createSelector([selectFormData, selectMaxRowLimit], (formData, maxRowLimit): Record<string, string[]> =>
  formData ? formDataErrors(formData, maxRowLimit) : NO_ERRORS,
);
