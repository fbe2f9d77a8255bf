import { createSelector } from '@reduxjs/toolkit';
import type { ExploreState } from './explore.slice';
import { changedControls, formDataErrors, type ControlChange } from './form-data';

export interface StateWithExplore {
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

/** Validation errors of the visible controls, by control name. */
export const selectControlErrors = createSelector([selectFormData], (formData): Record<string, string[]> =>
  formData ? formDataErrors(formData) : NO_ERRORS,
);
