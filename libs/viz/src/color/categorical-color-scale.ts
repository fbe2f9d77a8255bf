import { getAnalogousColors } from './analogous-colors';
import { getColorRules, type ColorRules } from './color-rules';
import { normalizeLabel } from './color-utils';

/** Where a namespace keeps the colours labels took on any chart of a dashboard. */
export interface SharedLabelColors {
  get(label: string): string | undefined;
  set(label: string, color: string): void;
}

/** This chart's place among the other charts of its dashboard, for colour collision avoidance. */
export interface DashboardColorUsage {
  /** How many distinct labels of the other charts use each colour. */
  usedByOtherCharts(): ReadonlyMap<string, number>;
  /** Notes a colour this chart gave a label. */
  record(label: string, color: string): void;
}

export interface CategoricalColorScaleOptions {
  /** Fixed colours by label (a chart's or dashboard's `label_colors`); they always win. */
  forcedColors?: Readonly<Record<string, string>>;
  /** The namespace's shared colours, so the same label looks the same across charts. */
  shared?: SharedLabelColors;
  /** When given, only these labels are synced through `shared`; otherwise every label is. */
  sharedLabels?: readonly string[];
  /** The colours the dashboard's other charts use; only dashboards pass it. */
  dashboard?: DashboardColorUsage;
  /** The colour feature flags; those configured for the app when not given. */
  rules?: ColorRules;
}

/**
 * Assigns colours to labels: forced colours first, then colours already shared in the namespace,
 * then the first scheme colour not yet used by this chart (cycling once all are used), so one chart
 * never shows two series in the same colour while colours remain. With `useAnalogousColors` the
 * scheme grows by analogous shades instead of cycling; with `avoidColorsCollision` a new label also
 * avoids the colours of the dashboard's other charts, taking the least used colour once all are used.
 */
export class CategoricalColorScale {
  /** The scheme's own colours. */
  readonly colors: readonly string[];
  private readonly forced: Record<string, string>;
  private readonly assigned = new Map<string, string>();
  private readonly shared?: SharedLabelColors;
  private readonly sharedLabels?: ReadonlySet<string>;
  private readonly dashboard?: DashboardColorUsage;
  private readonly rules: ColorRules;
  private palette: readonly string[];

  constructor(colors: readonly string[], options: CategoricalColorScaleOptions = {}) {
    this.colors = colors;
    this.palette = colors;
    this.forced = Object.fromEntries(Object.entries(options.forcedColors ?? {}).map(([label, color]) => [normalizeLabel(label), color]));
    this.shared = options.shared;
    this.sharedLabels = options.sharedLabels?.length ? new Set(options.sharedLabels.map(normalizeLabel)) : undefined;
    this.dashboard = options.dashboard;
    this.rules = { ...(options.rules ?? getColorRules()) };
  }

  getColor(label: unknown): string {
    const key = normalizeLabel(label);
    const known = this.forced[key] ?? this.assigned.get(key) ?? this.sharedColor(key);
    const color = known ?? this.nextColor();
    this.assigned.set(key, color);
    if (!this.forced[key] && this.isShared(key)) this.shared?.set(key, color);
    this.dashboard?.record(key, color);
    return color;
  }

  /** Fixes a label's colour for this chart, overriding shared and assigned colours. */
  setColor(label: unknown, color: string): this {
    const key = normalizeLabel(label);
    this.forced[key] = color;
    this.assigned.set(key, color);
    return this;
  }

  /** Every label seen so far with its colour. */
  getColorMap(): Record<string, string> {
    return Object.fromEntries(this.assigned);
  }

  /** The colours new labels are drawn from: the scheme, plus analogous shades once it ran out. */
  getPalette(): readonly string[] {
    return this.palette;
  }

  private isShared(label: string): boolean {
    return !this.sharedLabels || this.sharedLabels.has(label);
  }

  private sharedColor(label: string): string | undefined {
    return this.isShared(label) ? this.shared?.get(label) : undefined;
  }

  /** Grows the palette by one round of analogous shades each time the labels outnumber it again. */
  private growPalette(): void {
    if (!this.rules.useAnalogousColors || this.colors.length === 0) return;
    const rounds = Math.floor(this.assigned.size / this.colors.length);
    if (this.palette.length < this.colors.length * (rounds + 1)) {
      this.palette = [...this.colors, ...getAnalogousColors(this.colors, rounds)];
    }
  }

  private nextColor(): string {
    this.growPalette();
    const palette = this.palette;
    const usage = new Map<string, number>();
    const use = (color: string, count: number) => usage.set(color, (usage.get(color) ?? 0) + count);
    for (const color of this.assigned.values()) use(color, 1);
    if (this.rules.avoidColorsCollision && this.dashboard) {
      for (const [color, count] of this.dashboard.usedByOtherCharts()) use(color, count);
    }
    const unused = palette.find((color) => !usage.get(color));
    if (unused) return unused;
    if (!this.rules.avoidColorsCollision) return palette[this.assigned.size % palette.length];
    // Every colour is taken: the least used one, the scheme's order breaking ties.
    return palette.reduce((best, color) => ((usage.get(color) ?? 0) < (usage.get(best) ?? 0) ? color : best), palette[0]);
  }
}
