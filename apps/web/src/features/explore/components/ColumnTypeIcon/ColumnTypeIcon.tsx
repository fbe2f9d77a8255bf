import { Icon, type SemanticICONS } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ExploreColumn } from '../../explore.types';

const ICONS: Record<number, { icon: SemanticICONS; label: string }> = {
  0: { icon: 'hashtag', label: 'Numeric' },
  1: { icon: 'font', label: 'String' },
  2: { icon: 'clock outline', label: 'Temporal' },
  3: { icon: 'toggle on', label: 'Boolean' },
};

/** The kind of a column at a glance: number, text, time or boolean; a calculator for metrics. */
export function ColumnTypeIcon({ column }: { column?: ExploreColumn }) {
  if (!column) return <Icon name="calculator" aria-label={t('Metric')} role="img" />;
  const generic = column.is_dttm ? 2 : column.type_generic;
  const entry = generic === undefined || generic === null ? undefined : ICONS[generic];
  return <Icon name={entry?.icon ?? 'question'} aria-label={t(entry?.label ?? 'Unknown type')} role="img" />;
}
