import type { QueryFormData } from '../core/query/query.types';
import { CategoricalColorScale, type DashboardColorUsage } from './categorical-color-scale';
import { getCategoricalScheme } from './categorical-schemes';
import { normalizeLabel } from './color-utils';
import { LRUCache } from './lru-cache';

export const DEFAULT_COLOR_NAMESPACE = 'GLOBAL';

/**
 * The colour memory of one dashboard (or of standalone charts): dashboard-level label colours and
 * the colour each label took first, shared by every chart scale created from it.
 */
export class CategoricalColorNamespace {
  private readonly forcedColors: Record<string, string> = {};
  private readonly labelColors = new Map<string, string>();
  /** The colours each chart of the dashboard gave its labels, by chart key (the chart's id). */
  private readonly chartColors = new Map<string, Map<string, string>>();

  constructor(readonly name: string) {}

  /** Dashboard `label_colors`: fixed colours for every chart of the namespace. */
  setForcedColors(colors: Readonly<Record<string, string>>): void {
    for (const [label, color] of Object.entries(colors)) this.forcedColors[normalizeLabel(label)] = color;
  }

  /** The colour a label currently has in this namespace, if any chart coloured it. */
  getLabelColor(label: unknown): string | undefined {
    const key = normalizeLabel(label);
    return this.forcedColors[key] ?? this.labelColors.get(key);
  }

  /** A new chart scale over a scheme, bound to this namespace's shared colours. */
  getScale(
    schemeId?: string | null,
    options: { labelColors?: Readonly<Record<string, string>>; sharedLabels?: readonly string[]; chartKey?: string } = {},
  ): CategoricalColorScale {
    return new CategoricalColorScale(getCategoricalScheme(schemeId).colors, {
      forcedColors: { ...this.forcedColors, ...(options.labelColors ?? {}) },
      shared: { get: (label) => this.labelColors.get(label), set: (label, color) => this.labelColors.set(label, color) },
      sharedLabels: options.sharedLabels,
      dashboard: options.chartKey === undefined ? undefined : this.chartUsage(options.chartKey),
    });
  }

  /**
   * A chart's record of colours, started afresh (a redraw colours the chart anew), and the use the
   * other charts make of each colour; a label several charts show counts once, as it is one series.
   */
  private chartUsage(chartKey: string): DashboardColorUsage {
    const own = new Map<string, string>();
    this.chartColors.set(chartKey, own);
    return {
      usedByOtherCharts: () => {
        const byLabel = new Map<string, string>();
        for (const [key, colors] of this.chartColors) {
          if (key === chartKey) continue;
          for (const [label, color] of colors) if (!own.has(label)) byLabel.set(label, color);
        }
        const counts = new Map<string, number>();
        for (const color of byLabel.values()) counts.set(color, (counts.get(color) ?? 0) + 1);
        return counts;
      },
      record: (label, color) => {
        own.set(label, color);
      },
    };
  }

  reset(): void {
    this.labelColors.clear();
    this.chartColors.clear();
    for (const key of Object.keys(this.forcedColors)) delete this.forcedColors[key];
  }
}

/** Namespaces by name; the least recently used are forgotten once 100 dashboards were seen. */
const namespaces = new LRUCache<CategoricalColorNamespace>(100);

export function getColorNamespace(name: string = DEFAULT_COLOR_NAMESPACE): CategoricalColorNamespace {
  const existing = namespaces.get(name);
  if (existing) return existing;
  const created = new CategoricalColorNamespace(name);
  namespaces.set(name, created);
  return created;
}

export function resetColorNamespaces(): void {
  namespaces.clear();
}

/**
 * The colour scale for a chart from its form data: scheme, namespace, `label_colors`, and
 * `shared_label_colors` (a list of labels to sync, or a map of fixed colours). In a dashboard's
 * namespace a saved chart (`slice_id`) takes part in colour collision avoidance; the default
 * namespace (Explore, standalone charts) keeps to one chart at a time.
 */
export function getChartColorScale(formData: Partial<QueryFormData>, namespaceName?: string): CategoricalColorScale {
  const shared = formData.shared_label_colors;
  const sharedMap = shared && !Array.isArray(shared) ? shared : {};
  const name = namespaceName ?? formData.color_namespace ?? DEFAULT_COLOR_NAMESPACE;
  const sliceId = formData.slice_id;
  return getColorNamespace(name).getScale(formData.color_scheme, {
    labelColors: { ...sharedMap, ...(formData.label_colors ?? {}) },
    sharedLabels: Array.isArray(shared) ? shared : undefined,
    chartKey: name !== DEFAULT_COLOR_NAMESPACE && sliceId !== undefined && sliceId !== null ? String(sliceId) : undefined,
  });
}
