import type { QueryFormData } from '../query/query.types';

/** The editor widget a control renders as. */
export type ControlType =
  | 'MetricsControl'
  | 'MetricControl'
  | 'GroupByControl'
  | 'AdhocFilterControl'
  | 'SelectControl'
  | 'TextControl'
  | 'CheckboxControl'
  | 'SliderControl'
  | 'ColorSchemeControl'
  | 'TimeRangeControl'
  | 'XAxisControl'
  | 'TimeGrainControl'
  | 'NumberFormatControl'
  | 'DateFormatControl'
  | 'ConditionalFormattingControl';

/** A choice as `[value, label]`. */
export type ControlChoice = readonly [value: unknown, label: string];

/**
 * A message with values to put in its `%s` placeholders, kept apart so that the app can translate the
 * text (`Value cannot exceed %s`) before it fills them in.
 */
export interface ControlMessage {
  text: string;
  args: readonly unknown[];
}

/** Returns an error message (plain, or with values for its placeholders), or `false` when the value is acceptable. */
export type ControlValidator = (value: unknown, formData: Partial<QueryFormData>) => string | ControlMessage | false;

/** What a control may know about the chart's dataset when it computes its initial value. */
export interface ControlDatasource {
  columns: readonly { column_name: string; is_dttm?: boolean; verbose_name?: string | null }[];
  metrics?: readonly { metric_name: string; verbose_name?: string | null; d3format?: string | null }[];
  main_dttm_col?: string | null;
}

/** What an initial value or a dynamic choice list is computed from. */
export interface ControlContext {
  formData: Partial<QueryFormData>;
  datasource?: ControlDatasource;
}

/** One control of a chart's control panel. */
export interface ControlConfig {
  /** The form data key the control writes. */
  name: string;
  type: ControlType;
  label: string;
  description: string;
  default?: unknown;
  choices?: readonly ControlChoice[];
  freeForm?: boolean;
  multi?: boolean;
  clearable?: boolean;
  min?: number;
  max?: number;
  step?: number;
  validators?: readonly ControlValidator[];
  visibility?: (formData: Partial<QueryFormData>) => boolean;
  /** Cheap controls: a change re-renders from the last result instead of querying again. */
  renderTrigger?: boolean;
  /** An initial value depending on the dataset or on controls placed before this one. */
  initialValue?: (context: ControlContext) => unknown;
  /** Choices and a forced value depending on other controls (Superset's `mapStateToProps`). */
  override?: (formData: Partial<QueryFormData>) => { choices?: readonly ControlChoice[]; value?: unknown };
}

/** A titled group of control rows. */
export interface ControlPanelSection {
  label: string;
  expanded: boolean;
  description?: string;
  controlSetRows: ControlConfig[][];
}

export interface ControlPanelConfig {
  sections: ControlPanelSection[];
}
