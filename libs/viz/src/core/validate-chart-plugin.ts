import { ErrorCode, SupersetErrorType } from '@tessera/contracts/web';
import type { AnyChartPlugin, ChartPlugin } from './chart-plugin.types';
import { VizError } from './viz-error';

/** Viz types are saved in charts and sent in URLs: letters, digits, `_`, `.` and `-` only, as a registered key. */
const VIZ_TYPE = /^[\w.-]{1,50}$/;

const FUNCTIONS = ['buildQuery', 'transformProps', 'loadRenderer'] as const;

function refuse(message: string, vizType: unknown): never {
  throw new VizError(ErrorCode.BAD_REQUEST, message, {
    errorType: SupersetErrorType.GENERIC_COMMAND_ERROR,
    extra: { viz_type: typeof vizType === 'string' ? vizType : null },
  });
}

/**
 * A plugin a bundle hands over at run time comes from code the build never type-checked: its
 * anatomy is checked here, so a broken bundle fails at registration with a message naming what is
 * missing instead of later, half-way through drawing a chart.
 */
export function validateChartPlugin(candidate: unknown): AnyChartPlugin {
  const plugin = (candidate ?? {}) as Partial<Record<string, unknown>>;
  const metadata = (plugin.metadata ?? null) as Partial<Record<string, unknown>> | null;
  const vizType = metadata?.vizType;
  if (!metadata || typeof vizType !== 'string' || !VIZ_TYPE.test(vizType))
    refuse('A chart plugin needs metadata.vizType: letters, digits, "_", "." or "-"', vizType);
  if (typeof metadata.name !== 'string' || metadata.name.trim() === '')
    refuse(`Chart plugin ${vizType}: metadata.name is missing`, vizType);
  for (const name of FUNCTIONS) {
    if (typeof plugin[name] !== 'function') refuse(`Chart plugin ${vizType}: ${name} must be a function`, vizType);
  }
  const panel = plugin.controlPanel as { sections?: unknown } | undefined;
  if (!panel || !Array.isArray(panel.sections)) refuse(`Chart plugin ${vizType}: controlPanel.sections must be a list`, vizType);
  // Optional metadata gets the values a built-in plugin would spell out.
  return {
    ...(plugin as unknown as AnyChartPlugin),
    metadata: {
      vizType,
      name: metadata.name,
      description: typeof metadata.description === 'string' ? metadata.description : '',
      category: typeof metadata.category === 'string' ? metadata.category : 'Other',
      tags: Array.isArray(metadata.tags) ? metadata.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      behaviors: Array.isArray(metadata.behaviors) ? (metadata.behaviors as ChartPlugin['metadata']['behaviors']) : [],
      supportsCrossFilter: metadata.supportsCrossFilter === true,
    },
  };
}
