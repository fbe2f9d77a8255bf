import { useDispatch, useSelector } from 'react-redux';
import type { QueryFormData } from '@tessera/viz';
import { t } from '../../../../i18n';
import { selectHasPermission } from '../../../auth';
import { ChartActionsMenu } from '../../../chart-actions';
import { permalinkShareRequested } from '../../dashboard.slice';

export interface ChartMenuProps {
  /** The chart's layout component id: the anchor of the permalink its menu copies. */
  layoutId: string;
  chartName: string;
  /** The form data the chart runs with, dashboard filters included. */
  formData: QueryFormData;
  /** The chart has answered (its data can be shown as a table, its drawing saved as an image). */
  canViewTable: boolean;
  getChartElement: () => Element | null;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  onRefresh: () => void;
  onViewTable: () => void;
  onEdit: () => void;
  /** Shows or hides the chart's description under its title; offered only for a chart that has one. */
  onToggleDescription?: () => void;
}

/**
 * The menu in a chart's header: the shared chart actions, with 'Copy permalink to clipboard' linking
 * to the dashboard scrolled to this chart, plus 'Toggle chart description' and 'Edit chart'.
 */
export function ChartMenu({
  layoutId,
  chartName,
  formData,
  canViewTable,
  getChartElement,
  fullscreen,
  onToggleFullscreen,
  onRefresh,
  onViewTable,
  onEdit,
  onToggleDescription,
}: ChartMenuProps) {
  const dispatch = useDispatch();
  const canDownload = useSelector(selectHasPermission('can_csv', 'Superset'));
  const extraItems = [
    ...(onToggleDescription ? [{ key: 'toggle-description', label: t('Toggle chart description'), onClick: onToggleDescription }] : []),
    { key: 'edit', label: t('Edit chart'), onClick: onEdit },
  ];
  return (
    <ChartActionsMenu
      label={t('More options for %s', chartName)}
      chartName={chartName}
      formData={formData}
      getChartElement={getChartElement}
      rendered={canViewTable}
      canDownload={canDownload}
      onForceRefresh={onRefresh}
      fullscreen={fullscreen}
      onToggleFullscreen={onToggleFullscreen}
      onViewTable={onViewTable}
      onCopyPermalink={() => dispatch(permalinkShareRequested({ anchor: layoutId }))}
      extraItems={extraItems}
    />
  );
}
