import { normalizeLabel } from './color-utils';

/** Where a namespace keeps the colours labels took on any chart of a dashboard. */
export interface SharedLabelColors {
  get(label: string): string | undefined;
  set(label: string, color: string): void;
}

export interface CategoricalColorScaleOptions {
  /** Fixed colours by label (a chart's or dashboard's `label_colors`); they always win. */
  forcedColors?: Readonly<Record<string, string>>;
  /** The namespace's shared colours, so the same label looks the same across charts. */
  shared?: SharedLabelColors;
  /** When given, only these labels are synced through `shared`; otherwise every label is. */
  sharedLabels?: readonly string[];
}

/**
 * Assigns colours to labels: forced colours first, then colours already shared in the namespace,
 * then the first scheme colour not yet used by this chart (cycling once all are used), so one chart
 * never shows two series in the same colour while colours remain.
 */
export class CategoricalColorScale {
  readonly colors: readonly string[];
  private readonly forced: Record<string, string>;
  private readonly assigned = new Map<string, string>();
  private readonly shared?: SharedLabelColors;
  private readonly sharedLabels?: ReadonlySet<string>;

  constructor(colors: readonly string[], options: CategoricalColorScaleOptions = {}) {
    this.colors = colors;
    this.forced = Object.fromEntries(Object.entries(options.forcedColors ?? {}).map(([label, color]) => [normalizeLabel(label), color]));
    this.shared = options.shared;
    this.sharedLabels = options.sharedLabels?.length ? new Set(options.sharedLabels.map(normalizeLabel)) : undefined;
  }

  getColor(label: unknown): string {
    const key = normalizeLabel(label);
    const known = this.forced[key] ?? this.assigned.get(key) ?? this.sharedColor(key);
    const color = known ?? this.nextColor();
    this.assigned.set(key, color);
    if (!this.forced[key] && this.isShared(key)) this.shared?.set(key, color);
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

  private isShared(label: string): boolean {
    return !this.sharedLabels || this.sharedLabels.has(label);
  }

  private sharedColor(label: string): string | undefined {
    return this.isShared(label) ? this.shared?.get(label) : undefined;
  }

  private nextColor(): string {
    const used = new Set(this.assigned.values());
    return this.colors.find((color) => !used.has(color)) ?? this.colors[this.assigned.size % this.colors.length];
  }
}
