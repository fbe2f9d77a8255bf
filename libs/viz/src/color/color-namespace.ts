import type { QueryFormData } from '../core/query/query.types';
import { CategoricalColorScale } from './categorical-color-scale';
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
    options: { labelColors?: Readonly<Record<string, string>>; sharedLabels?: readonly string[] } = {},
  ): CategoricalColorScale {
    return new CategoricalColorScale(getCategoricalScheme(schemeId).colors, {
      forcedColors: { ...this.forcedColors, ...(options.labelColors ?? {}) },
      shared: { get: (label) => this.labelColors.get(label), set: (label, color) => this.labelColors.set(label, color) },
      sharedLabels: options.sharedLabels,
    });
  }

  reset(): void {
    this.labelColors.clear();
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
 * `shared_label_colors` (a list of labels to sync, or a map of fixed colours).
 */
export function getChartColorScale(formData: Partial<QueryFormData>, namespaceName?: string): CategoricalColorScale {
  const shared = formData.shared_label_colors;
  const sharedMap = shared && !Array.isArray(shared) ? shared : {};
  return getColorNamespace(namespaceName ?? formData.color_namespace ?? DEFAULT_COLOR_NAMESPACE).getScale(formData.color_scheme, {
    labelColors: { ...sharedMap, ...(formData.label_colors ?? {}) },
    sharedLabels: Array.isArray(shared) ? shared : undefined,
  });
}
