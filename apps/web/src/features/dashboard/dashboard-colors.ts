/**
 * How a dashboard colours its charts, as Superset does: every chart draws in the dashboard's own
 * colour namespace (so a label has one colour across its charts, and the AvoidColorsCollision flag
 * can keep different series apart), the dashboard's colour scheme replaces the charts' own, and its
 * `label_colors` fix colours over those the charts set.
 */
export interface DashboardColors {
  namespace: string;
  colorScheme?: string;
  labelColors: Record<string, string>;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function dashboardColors(dashboardId: number | undefined, metadata: Readonly<Record<string, unknown>> | undefined): DashboardColors {
  const named = metadata?.color_namespace;
  const scheme = metadata?.color_scheme;
  return {
    namespace: typeof named === 'string' && named ? named : `dashboard-${dashboardId ?? 'new'}`,
    ...(typeof scheme === 'string' && scheme ? { colorScheme: scheme } : {}),
    labelColors: stringRecord(metadata?.label_colors),
  };
}

/** A chart's form data as the dashboard draws it: the dashboard's scheme and label colours first. */
export function withDashboardColors(formData: Readonly<Record<string, unknown>>, colors: DashboardColors): Record<string, unknown> {
  const chartLabelColors = stringRecord(formData.label_colors);
  return {
    ...formData,
    ...(colors.colorScheme ? { color_scheme: colors.colorScheme } : {}),
    label_colors: { ...chartLabelColors, ...colors.labelColors },
  };
}
