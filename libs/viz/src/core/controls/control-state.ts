import type { QueryFormData } from '../query/query.types';
import type {
  ControlChoice,
  ControlConfig,
  ControlContext,
  ControlDatasource,
  ControlMessage,
  ControlPanelConfig,
} from './control-panel.types';

/** A control as the editor shows it for the current form data. */
export interface ResolvedControl {
  visible: boolean;
  value: unknown;
  choices?: readonly ControlChoice[];
  /** The validation errors in English, placeholders filled in. */
  errors: string[];
  /** The same errors as texts and values, for the app to translate. */
  messages: ControlMessage[];
}

/** Every control of a panel, section by section and row by row. */
export function listControls(panel: ControlPanelConfig): ControlConfig[] {
  return panel.sections.flatMap((section) => section.controlSetRows.flat());
}

export function findControl(panel: ControlPanelConfig, name: string): ControlConfig | undefined {
  return listControls(panel).find((control) => control.name === name);
}

export function isControlVisible(control: ControlConfig, formData: Partial<QueryFormData>): boolean {
  return control.visibility ? control.visibility(formData) : true;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Select controls without free entry drop values that are not among their choices. */
function keepKnownChoices(value: unknown, choices: readonly ControlChoice[] | undefined, control: ControlConfig): unknown {
  if (!choices || control.freeForm || value === undefined || value === null) return value;
  const known = (candidate: unknown) => choices.some(([choice]) => sameValue(choice, candidate));
  if (Array.isArray(value)) return value.filter(known);
  return known(value) ? value : undefined;
}

/** Runs a control's validators, each failure as a text and its values; an invisible control never blocks saving. */
export function controlMessages(control: ControlConfig, value: unknown, formData: Partial<QueryFormData>): ControlMessage[] {
  if (!isControlVisible(control, formData)) return [];
  return (control.validators ?? []).flatMap((validate) => {
    const message = validate(value, formData);
    if (message === false) return [];
    return [typeof message === 'string' ? { text: message, args: [] } : message];
  });
}

/** A message in English: each `%s` replaced by the next value. */
export function formatControlMessage({ text, args }: ControlMessage): string {
  let next = 0;
  return text.replace(/%s/g, (placeholder) => (next < args.length ? String(args[next++]) : placeholder));
}

/** Runs a control's validators; the failures in English. An invisible control never blocks saving. */
export function validateControl(control: ControlConfig, value: unknown, formData: Partial<QueryFormData>): string[] {
  return controlMessages(control, value, formData).map(formatControlMessage);
}

/** Visibility, effective value, choices and validation errors of one control. */
export function resolveControl(control: ControlConfig, formData: Partial<QueryFormData>): ResolvedControl {
  const override = control.override?.(formData) ?? {};
  const choices = override.choices ?? control.choices;
  const raw = override.value !== undefined ? override.value : (formData[control.name] ?? control.default);
  const value = keepKnownChoices(raw, choices, control);
  const messages = controlMessages(control, value, formData);
  return {
    visible: isControlVisible(control, formData),
    value,
    ...(choices ? { choices } : {}),
    errors: messages.map(formatControlMessage),
    messages,
  };
}

/**
 * The initial form data of a panel: each control's computed initial value or its default, in panel
 * order so that later controls (filters) can depend on earlier ones (the x-axis).
 */
export function getControlDefaults(panel: ControlPanelConfig, datasource?: ControlDatasource): Record<string, unknown> {
  const formData: Record<string, unknown> = {};
  for (const control of listControls(panel)) {
    const context: ControlContext = { formData: formData as Partial<QueryFormData>, datasource };
    const value = control.initialValue ? control.initialValue(context) : control.default;
    if (value !== undefined) formData[control.name] = value;
  }
  return formData;
}

/** Errors of every visible control, by control name; empty when the form can be run. */
export function validateFormData(panel: ControlPanelConfig, formData: Partial<QueryFormData>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const control of listControls(panel)) {
    const { errors: messages } = resolveControl(control, formData);
    if (messages.length) errors[control.name] = messages;
  }
  return errors;
}

/** Form data with every control's effective value applied (forced values, dropped stale choices). */
export function applyControlValues(panel: ControlPanelConfig, formData: QueryFormData): QueryFormData {
  const next: QueryFormData = { ...formData };
  for (const control of listControls(panel)) {
    const { value } = resolveControl(control, formData);
    if (value === undefined) delete next[control.name];
    else next[control.name] = value;
  }
  return next;
}
