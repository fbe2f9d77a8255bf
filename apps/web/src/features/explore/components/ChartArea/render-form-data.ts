import { getChartPlugin, listControls, type QueryFormData } from '@tessera/viz';

/**
 * The form data to draw with: the one the result was queried with, plus the current values of
 * render-only controls (page length, labels …), which redraw without a new query.
 */
export function renderFormData(queried: QueryFormData, current: QueryFormData): QueryFormData {
  if (queried.viz_type !== current.viz_type) return queried;
  const next: QueryFormData = { ...queried };
  for (const control of listControls(getChartPlugin(current.viz_type).controlPanel)) {
    if (control.renderTrigger && current[control.name] !== undefined) next[control.name] = current[control.name];
  }
  return next;
}
