import {
  getChartPlugin,
  hasChartPlugin,
  listControls,
  resolveControl,
  validateFormData,
  withMaxRowLimit,
  type ControlConfig,
  type ControlPanelConfig,
  type ControlDatasource,
  type QueryFormData,
} from '@tessera/viz';
import type { ExploreContextResponse, ExploreDatasource } from './explore.types';

/** The chart type a new exploration starts with. */
export const DEFAULT_VIZ_TYPE = 'table';

/** The dataset part of the explore context, with the fields Explore relies on filled in. */
export function toExploreDatasource(dataset: ExploreContextResponse['dataset'], datasourceKey: string): ExploreDatasource {
  const [idPart, type = 'table'] = datasourceKey.split('__');
  return {
    id: typeof dataset.id === 'number' ? dataset.id : Number(idPart),
    type: dataset.type ?? type,
    name: dataset.name ?? '',
    columns: dataset.columns ?? [],
    metrics: dataset.metrics ?? [],
    main_dttm_col: dataset.main_dttm_col ?? null,
    owners: dataset.owners ?? [],
    extra: dataset.extra ?? null,
    // The server answers a dataset that does not exist (deleted, or a wrong id in the address) without an id.
    missing: typeof dataset.id !== 'number',
  };
}

export function toControlDatasource(datasource: ExploreDatasource): ControlDatasource {
  return { columns: datasource.columns, metrics: datasource.metrics, main_dttm_col: datasource.main_dttm_col };
}

/**
 * The form data Explore edits: every value of `seed` kept, every control the seed lacks given its
 * computed initial value or default, in panel order so later controls see earlier ones.
 */
export function initialFormData(seed: Record<string, unknown>, datasource: ExploreDatasource): QueryFormData {
  // A saved alias (`echarts_timeseries_area`) becomes the plugin's own viz type, which the picker lists.
  const vizType =
    typeof seed.viz_type === 'string' && hasChartPlugin(seed.viz_type) ? getChartPlugin(seed.viz_type).metadata.vizType : DEFAULT_VIZ_TYPE;
  const formData: QueryFormData = { ...seed, viz_type: vizType, datasource: `${datasource.id}__${datasource.type}` };
  const controlDatasource = toControlDatasource(datasource);
  for (const control of listControls(getChartPlugin(vizType).controlPanel)) {
    if (formData[control.name] !== undefined) continue;
    const value = control.initialValue ? control.initialValue({ formData, datasource: controlDatasource }) : control.default;
    if (value !== undefined) formData[control.name] = value;
  }
  return formData;
}

/** The same exploration drawn as another chart type: shared controls keep their values. */
export function switchVizType(formData: QueryFormData, vizType: string, datasource: ExploreDatasource): QueryFormData {
  return initialFormData({ ...formData, viz_type: vizType }, datasource);
}

/** The chart type's control panel, its row limit bounded by the configured maximum when there is one. */
export function exploreControlPanel(vizType: string, maxRowLimit?: number): ControlPanelConfig {
  const panel = getChartPlugin(vizType).controlPanel;
  return maxRowLimit === undefined ? panel : withMaxRowLimit(panel, maxRowLimit);
}

/** Errors of the visible controls of the form data's chart type, by control name. */
export function formDataErrors(formData: QueryFormData, maxRowLimit?: number): Record<string, string[]> {
  if (!hasChartPlugin(formData.viz_type)) return {};
  return validateFormData(exploreControlPanel(formData.viz_type, maxRowLimit), formData);
}

/** One control whose value differs from the saved chart. */
export interface ControlChange {
  name: string;
  label: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The controls that differ between the saved chart and the current form data (what the 'Altered'
 * tag lists); a value left empty on both sides is no change.
 */
export function changedControls(saved: QueryFormData, current: QueryFormData): ControlChange[] {
  const changes: ControlChange[] = [];
  if (saved.viz_type !== current.viz_type)
    changes.push({ name: 'viz_type', label: 'Visualization Type', before: saved.viz_type, after: current.viz_type });
  const controls: ControlConfig[] = hasChartPlugin(current.viz_type) ? listControls(getChartPlugin(current.viz_type).controlPanel) : [];
  const seen = new Set<string>();
  for (const control of controls) {
    if (seen.has(control.name)) continue;
    seen.add(control.name);
    const before = resolveControl(control, saved).value;
    const after = resolveControl(control, current).value;
    if (isEmptyValue(before) && isEmptyValue(after)) continue;
    if (!same(before, after)) changes.push({ name: control.name, label: control.label, before, after });
  }
  return changes;
}
