/**
 * The two colour feature flags of Superset, in force for every scale created after they are set:
 * `useAnalogousColors` extends a scheme with analogous shades once a chart has more labels than the
 * scheme has colours (instead of repeating colours); `avoidColorsCollision` gives a new label the
 * colour least used by the other charts of its dashboard, so no two series share a colour while
 * colours remain. Both are off unless the server's feature flags turn them on.
 */
export interface ColorRules {
  useAnalogousColors: boolean;
  avoidColorsCollision: boolean;
}

/** Flag names as the server's `feature_flags` carry them; Superset's first spelling is still honoured. */
export const USE_ANALOGOUS_COLORS_FLAGS = ['USE_ANALOGOUS_COLORS', 'USE_ANALAGOUS_COLORS'] as const;
export const AVOID_COLORS_COLLISION_FLAG = 'AVOID_COLORS_COLLISION';

const DEFAULT_RULES: ColorRules = { useAnalogousColors: false, avoidColorsCollision: false };

let rules: ColorRules = { ...DEFAULT_RULES };

export function configureColorRules(next: Partial<ColorRules>): void {
  rules = { ...rules, ...next };
}

export function getColorRules(): Readonly<ColorRules> {
  return rules;
}

export function resetColorRules(): void {
  rules = { ...DEFAULT_RULES };
}

/** The rules the server's feature flags ask for; an unknown or missing flag is off. */
export function colorRulesFromFeatureFlags(flags: Readonly<Record<string, boolean>>): ColorRules {
  return {
    useAnalogousColors: USE_ANALOGOUS_COLORS_FLAGS.some((flag) => flags[flag] === true),
    avoidColorsCollision: flags[AVOID_COLORS_COLLISION_FLAG] === true,
  };
}
