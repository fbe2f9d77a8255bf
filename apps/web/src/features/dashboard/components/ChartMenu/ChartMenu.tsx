import { Icon } from 'semantic-ui-react';
import { MenuButton, type MenuItem } from '@tessera/ui';
import { t } from '../../../../i18n';

export interface ChartMenuProps {
  chartName: string;
  canViewTable: boolean;
  onRefresh: () => void;
  onViewTable: () => void;
  onEdit: () => void;
}

/** The small menu in a chart's header. */
export function ChartMenu({ chartName, canViewTable, onRefresh, onViewTable, onEdit }: ChartMenuProps) {
  const items: MenuItem[] = [
    { key: 'refresh', label: t('Force refresh'), onClick: onRefresh },
    { key: 'table', label: t('View as table'), onClick: onViewTable, disabled: !canViewTable },
    { key: 'edit', label: t('Edit chart'), onClick: onEdit },
  ];
  return <MenuButton label={t('More options for %s', chartName)} trigger={<Icon name="ellipsis vertical" fitted />} items={items} direction="left" />;
}
