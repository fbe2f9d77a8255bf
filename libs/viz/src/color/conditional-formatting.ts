import type { DataRecord } from '../core/query/chart-data.types';
import { addAlpha } from './color-utils';

/** The comparators of the conditional formatting control. */
export const Comparator = {
  NONE: 'None',
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_OR_EQUAL: '≥',
  LESS_OR_EQUAL: '≤',
  EQUAL: '=',
  NOT_EQUAL: '≠',
  BETWEEN: '< x <',
  BETWEEN_OR_EQUAL: '≤ x ≤',
  BETWEEN_OR_LEFT_EQUAL: '≤ x <',
  BETWEEN_OR_RIGHT_EQUAL: '< x ≤',
} as const;
export type Comparator = (typeof Comparator)[keyof typeof Comparator];

const RANGE_COMPARATORS: readonly string[] = [
  Comparator.BETWEEN,
  Comparator.BETWEEN_OR_EQUAL,
  Comparator.BETWEEN_OR_LEFT_EQUAL,
  Comparator.BETWEEN_OR_RIGHT_EQUAL,
];

/** One rule of the conditional formatting control. */
export interface ConditionalFormattingConfig {
  column?: string;
  operator?: Comparator;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  colorScheme?: string;
}

/** The background colour of a value, or undefined when the rule does not match. */
export type ColorFromValue = (value: number) => string | undefined;

export interface ColorFormatter {
  column: string;
  getColorFromValue: ColorFromValue;
}

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Opacity grows from the cutoff towards the extreme value, so stronger matches read darker. */
export function getOpacity(
  value: number,
  cutoff: number,
  extreme: number,
  minOpacity = MIN_OPACITY_BOUNDED,
  maxOpacity = MAX_OPACITY,
): number {
  if (extreme === cutoff) return maxOpacity;
  return Math.min(maxOpacity, round2(Math.abs(((maxOpacity - minOpacity) / (extreme - cutoff)) * (value - cutoff)) + minOpacity));
}

type Match = (value: number) => { cutoff: number; extreme: number } | false;

function matcher(config: ConditionalFormattingConfig, values: readonly number[]): Match | undefined {
  const target = config.targetValue as number;
  const left = config.targetValueLeft as number;
  const right = config.targetValueRight as number;
  const max = values.length ? Math.max(...values) : 0;
  const min = values.length ? Math.min(...values) : 0;
  switch (config.operator) {
    case Comparator.NONE:
      return (value) => (value >= min && value <= max ? { cutoff: min, extreme: max } : false);
    case Comparator.GREATER_THAN:
      return (value) => (value > target ? { cutoff: target, extreme: max } : false);
    case Comparator.LESS_THAN:
      return (value) => (value < target ? { cutoff: target, extreme: min } : false);
    case Comparator.GREATER_OR_EQUAL:
      return (value) => (value >= target ? { cutoff: target, extreme: max } : false);
    case Comparator.LESS_OR_EQUAL:
      return (value) => (value <= target ? { cutoff: target, extreme: min } : false);
    case Comparator.EQUAL:
      return (value) => (value === target ? { cutoff: target, extreme: target } : false);
    case Comparator.NOT_EQUAL:
      return (value) =>
        value === target ? false : { cutoff: target, extreme: Math.abs(target - min) > Math.abs(max - target) ? min : max };
    case Comparator.BETWEEN:
      return (value) => (value > left && value < right ? { cutoff: left, extreme: right } : false);
    case Comparator.BETWEEN_OR_EQUAL:
      return (value) => (value >= left && value <= right ? { cutoff: left, extreme: right } : false);
    case Comparator.BETWEEN_OR_LEFT_EQUAL:
      return (value) => (value >= left && value < right ? { cutoff: left, extreme: right } : false);
    case Comparator.BETWEEN_OR_RIGHT_EQUAL:
      return (value) => (value > left && value <= right ? { cutoff: left, extreme: right } : false);
    default:
      return undefined;
  }
}

function isComplete(config: ConditionalFormattingConfig): boolean {
  if (config.column === undefined || config.operator === undefined || config.colorScheme === undefined) return false;
  if (config.operator === Comparator.NONE) return true;
  if (RANGE_COMPARATORS.includes(config.operator)) return config.targetValueLeft !== undefined && config.targetValueRight !== undefined;
  return config.targetValue !== undefined;
}

/** A colour function for one rule over the values of its column. */
export function getColorFunction(config: ConditionalFormattingConfig, columnValues: readonly number[]): ColorFromValue {
  const match = isComplete(config) ? matcher(config, columnValues) : undefined;
  if (!match) return () => undefined;
  const minOpacity = config.operator === Comparator.NONE ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
  return (value) => {
    const result = match(value);
    if (result === false) return undefined;
    return addAlpha(config.colorScheme as string, getOpacity(value, result.cutoff, result.extreme, minOpacity));
  };
}

/** One colour function per complete rule; incomplete rules (missing targets) are skipped. */
export function getColorFormatters(
  configs: readonly ConditionalFormattingConfig[] | undefined,
  data: readonly DataRecord[],
): ColorFormatter[] {
  return (configs ?? []).filter(isComplete).map((config) => {
    const column = config.column as string;
    const values = data.map((row) => row[column]).filter((value): value is number => typeof value === 'number');
    return { column, getColorFromValue: getColorFunction(config, values) };
  });
}

/** The colour the last matching rule for a column gives a value (later rules win, as in Superset). */
export function colorForValue(formatters: readonly ColorFormatter[], column: string, value: unknown): string | undefined {
  if (typeof value !== 'number') return undefined;
  let color: string | undefined;
  for (const formatter of formatters) {
    if (formatter.column === column) color = formatter.getColorFromValue(value) ?? color;
  }
  return color;
}
