import { createAction } from '@reduxjs/toolkit';

/** Switching a schedule on or off and deleting it, from the list or from a header menu. */
export const activeToggleRequested = createAction<{ id: number; active: boolean }>('reportActions/activeToggleRequested');
export const activeToggled = createAction<{ id: number; active: boolean }>('reportActions/activeToggled');
export const scheduleDeleteRequested = createAction<{ id: number; name: string }>('reportActions/deleteRequested');
export const scheduleDeleted = createAction<{ id: number }>('reportActions/deleted');
