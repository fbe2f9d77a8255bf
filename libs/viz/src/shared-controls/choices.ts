import type { ControlChoice } from '../core/controls/control-panel.types';
import { translatable } from '../core/i18n/translatable';

/** Time grains offered by the time grain control, as ISO-8601 durations the server buckets by. */
export const TIME_GRAIN_CHOICES: readonly ControlChoice[] = [
  ['PT5S', translatable('5 seconds')],
  ['PT30S', translatable('30 seconds')],
  ['PT1M', translatable('1 minute')],
  ['PT5M', translatable('5 minutes')],
  ['PT30M', translatable('30 minutes')],
  ['PT1H', translatable('1 hour')],
  ['PT6H', translatable('6 hours')],
  ['P1D', translatable('1 day')],
  ['P7D', translatable('7 days')],
  ['P1W', translatable('week')],
  ['1969-12-28T00:00:00Z/P1W', translatable('week starting Sunday')],
  ['P1W/1970-01-03T00:00:00Z', translatable('week ending Saturday')],
  ['P1M', translatable('month')],
  ['P3M', translatable('quarter')],
  ['P1Y', translatable('year')],
];
export const DEFAULT_TIME_GRAIN = 'P1D';

export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const DEFAULT_ROW_LIMIT = 10000;
/** The server's ceiling on rows per query, the fallback bound of the row limit control. */
export const DEFAULT_MAX_ROW_LIMIT = 100000;

export const SERIES_LIMIT_OPTIONS = [5, 10, 25, 50, 100, 500] as const;

export const TIME_SHIFT_CHOICES: readonly ControlChoice[] = [
  ['1 day ago', translatable('1 day ago')],
  ['1 week ago', translatable('1 week ago')],
  ['28 days ago', translatable('28 days ago')],
  ['30 days ago', translatable('30 days ago')],
  ['52 weeks ago', translatable('52 weeks ago')],
  ['1 year ago', translatable('1 year ago')],
  ['104 weeks ago', translatable('104 weeks ago')],
  ['2 years ago', translatable('2 years ago')],
  ['156 weeks ago', translatable('156 weeks ago')],
  ['3 years ago', translatable('3 years ago')],
];

export const ROLLING_TYPE_CHOICES: readonly ControlChoice[] = [
  ['None', translatable('None')],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
];

export const COMPARISON_TYPE_CHOICES: readonly ControlChoice[] = [
  ['values', translatable('Actual values')],
  ['absolute', translatable('Difference')],
  ['percentage', translatable('Percentage change')],
  ['ratio', translatable('Ratio')],
];

export const RESAMPLE_RULE_CHOICES: readonly ControlChoice[] = [
  ['1T', translatable('1 minutely frequency')],
  ['1H', translatable('1 hourly frequency')],
  ['1D', translatable('1 calendar day frequency')],
  ['7D', translatable('7 calendar day frequency')],
  ['1M', translatable('1 month end frequency')],
  ['1AS', translatable('1 year start frequency')],
];

export const RESAMPLE_METHOD_CHOICES: readonly ControlChoice[] = [
  ['asfreq', translatable('Null imputation')],
  ['bfill', translatable('Backward values')],
  ['ffill', translatable('Forward values')],
  ['median', translatable('Median values')],
  ['mean', translatable('Mean values')],
  ['sum', translatable('Sum values')],
];

export const CONTRIBUTION_MODE_CHOICES: readonly ControlChoice[] = [
  [null, translatable('None')],
  ['row', translatable('Row')],
  ['column', translatable('Series')],
];

/** Number formats offered wherever a metric is formatted. */
export const D3_FORMAT_CHOICES: readonly ControlChoice[] = [
  ['SMART_NUMBER', translatable('Adaptive formatting')],
  ['~g', translatable('Original value')],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.1%', '.1% (12345.432 => 1234543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', translatable('Duration in ms (66000 => 1m 6s)')],
  ['MEMORY_DECIMAL', translatable('Memory in bytes - decimal (1024B => 1.024kB)')],
  ['MEMORY_BINARY', translatable('Memory in bytes - binary (1024B => 1KiB)')],
];

/** Only the percentage formats, offered when a time comparison shows percentage change. */
export const D3_PERCENT_FORMAT_CHOICES: readonly ControlChoice[] = D3_FORMAT_CHOICES.filter(([value]) => String(value).includes('%'));

export const SMART_DATE_ID = 'smart_date';

export const D3_TIME_FORMAT_CHOICES: readonly ControlChoice[] = [
  [SMART_DATE_ID, translatable('Adaptive formatting')],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%d.%m.%Y', '%d.%m.%Y | 14.01.2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];
