export { ChartActionsMenu } from './ChartActionsMenu';
export type { ChartActionsMenuProps } from './ChartActionsMenu';
export { DrillContextMenu } from './DrillContextMenu';
export { downloadContext, downloadOptions, submitDownload } from './download-chart-data';
export { saveBlob, svgMarkupToPng } from './chart-image';
