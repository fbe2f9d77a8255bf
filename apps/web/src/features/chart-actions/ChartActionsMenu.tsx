import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { copyTextToClipboard, DropdownMoreMenu, type MenuItem } from '@tessera/ui';
import type { QueryFormData } from '@tessera/viz';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { downloadContext, downloadOptions, submitDownload } from './download-chart-data';
import { addToast } from '../toasts';
import { createExplorePermalink } from './chart-actions.api';
import { downloadChartImage } from './chart-image';
import { ChartDataModal, type ChartDataKind } from './ChartDataModal';
import { DrillDetailModal } from './DrillDetailModal';
import { EmbedCodeModal } from './EmbedCodeModal';
import { ViewQueryModal } from './ViewQueryModal';

export interface ChartActionsMenuProps {
  chartName: string;
  /** The form data the chart was last run with. */
  formData: QueryFormData;
  /** Where the drawn chart is, for 'Download as image'. */
  getChartElement: () => Element | null;
  /** The chart is drawn (image export needs the drawing). */
  rendered: boolean;
  /** The user may export data (`can_csv`). */
  canDownload: boolean;
  onForceRefresh: () => void;
  /** Present where the chart can be enlarged (dashboards). */
  onToggleFullscreen?: () => void;
  fullscreen?: boolean;
  /** 'View as table' of the answer already loaded (dashboards), instead of asking for the results again. */
  onViewTable?: () => void;
  /** 'Copy permalink to clipboard' links to the host page instead of Explore (dashboards: the dashboard at this chart). */
  onCopyPermalink?: () => void;
  /** Entries the host adds at the end (e.g. 'Edit chart'). */
  extraItems?: readonly MenuItem[];
  label?: string;
}

type OpenModal = { kind: 'query' } | { kind: 'data'; data: ChartDataKind } | { kind: 'drill' } | { kind: 'embed' } | null;

/**
 * The chart menu Explore's 'More' dropdown and dashboard charts share: view query, results, samples,
 * drill to detail, share, image and data exports, force refresh and fullscreen.
 */
export function ChartActionsMenu(props: ChartActionsMenuProps) {
  const {
    chartName,
    formData,
    getChartElement,
    rendered,
    canDownload,
    onForceRefresh,
    onToggleFullscreen,
    fullscreen,
    onViewTable,
    onCopyPermalink,
    extraItems = [],
    label,
  } = props;
  const dispatch = useDispatch();
  const [modal, setModal] = useState<OpenModal>(null);
  const fail = (error: unknown) => dispatch(addToast({ type: 'danger', text: toClientError(error).message }));

  const copyPermalink = async () => {
    try {
      await copyTextToClipboard(await createExplorePermalink(formData));
      dispatch(addToast({ type: 'success', text: t('Link Copied!') }));
    } catch (error) {
      fail(error);
    }
  };
  const downloadImage = async () => {
    const element = getChartElement();
    try {
      if (!element) throw new Error(t('The chart could not be drawn as an image'));
      await downloadChartImage(element, chartName);
    } catch (error) {
      fail(error);
    }
  };

  const items: MenuItem[] = [
    { key: 'refresh', label: t('Force refresh'), onClick: onForceRefresh },
    ...(onToggleFullscreen
      ? [{ key: 'fullscreen', label: fullscreen ? t('Exit fullscreen') : t('Enter fullscreen'), onClick: onToggleFullscreen }]
      : []),
    { key: 'query', label: t('View query'), onClick: () => setModal({ kind: 'query' }) },
    onViewTable
      ? { key: 'table', label: t('View as table'), disabled: !rendered, onClick: onViewTable }
      : { key: 'results', label: t('View results'), onClick: () => setModal({ kind: 'data', data: 'results' }) },
    { key: 'samples', label: t('Samples'), onClick: () => setModal({ kind: 'data', data: 'samples' }) },
    { key: 'drill', label: t('Drill to detail'), onClick: () => setModal({ kind: 'drill' }) },
    { key: 'share', label: t('Share'), header: true },
    { key: 'permalink', label: t('Copy permalink to clipboard'), onClick: onCopyPermalink ?? (() => void copyPermalink()) },
    { key: 'embed', label: t('Embed code'), onClick: () => setModal({ kind: 'embed' }) },
    { key: 'download', label: t('Download'), header: true },
    { key: 'image', label: t('Download as image'), disabled: !rendered, onClick: () => void downloadImage() },
    ...(canDownload
      ? downloadOptions(formData.viz_type, t).map((option) => ({
          key: option.key,
          label: option.label,
          onClick: () => submitDownload(downloadContext(formData, option.format, option.scope)),
        }))
      : []),
    ...extraItems,
  ];

  return (
    <>
      <DropdownMoreMenu label={label ?? t('More')} items={items} t={t} />
      {modal?.kind === 'query' && <ViewQueryModal formData={formData} onClose={() => setModal(null)} />}
      {modal?.kind === 'data' && (
        <ChartDataModal chartName={chartName} formData={formData} kind={modal.data} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'drill' && (
        <DrillDetailModal chartName={chartName} formData={formData} filters={[]} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'embed' && <EmbedCodeModal formData={formData} onClose={() => setModal(null)} />}
    </>
  );
}
