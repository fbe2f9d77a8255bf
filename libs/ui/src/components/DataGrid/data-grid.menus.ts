import type { Column, GridApi } from 'ag-grid-community';
import type { TranslateFn } from '../../i18n-context';
import type { DataRow } from '../../utils/delimited-text';
import { toCsv, toTsv } from '../../utils/delimited-text';
import type { MenuItem } from '../MenuButton/MenuButton';

/** Column id of the pinned row-number column. */
export const ROW_NUMBER_COL_ID = '__row_number__';

/** Side effects the menus trigger; the grid component supplies clipboard and download. */
export interface GridMenuActions {
  copy: (text: string) => void;
  download: (csv: string) => void;
}

/** The columns in their current order and visibility, and the rows in their current sort order. */
export function displayedData(api: GridApi): { columns: string[]; rows: DataRow[] } {
  const columns = api
    .getAllDisplayedColumns()
    .map((column) => column.getColId())
    .filter((id) => id !== ROW_NUMBER_COL_ID);
  const rows: DataRow[] = [];
  api.forEachNodeAfterFilterAndSort((node) => {
    if (node.data) rows.push(node.data as DataRow);
  });
  return { columns, rows };
}

function hiddenColumns(api: GridApi): Column[] {
  return (api.getColumns() ?? []).filter((column) => !column.isVisible() && column.getColId() !== ROW_NUMBER_COL_ID);
}

function unhideItems(api: GridApi, t: TranslateFn): MenuItem[] {
  const hidden = hiddenColumns(api);
  if (hidden.length === 0) return [];
  const items: MenuItem[] = [{ key: 'unhide-header', label: t('Unhide'), header: true }];
  if (hidden.length > 1) {
    items.push({
      key: 'unhide-all',
      label: t('All %s hidden columns', hidden.length),
      onClick: () =>
        api.setColumnsVisible(
          hidden.map((column) => column.getColId()),
          true,
        ),
    });
  }
  for (const column of hidden) {
    items.push({
      key: `unhide-${column.getColId()}`,
      label: column.getColDef().headerName ?? column.getColId(),
      onClick: () => api.setColumnsVisible([column.getColId()], true),
    });
  }
  return items;
}

/** The header menu of one data column: copy, pin left/right, unpin, autosize, hide, unhide. */
export function columnMenuItems(api: GridApi, colId: string, actions: GridMenuActions, t: TranslateFn): MenuItem[] {
  const column = api.getColumn(colId);
  const pinned = column?.getPinned() ?? null;
  const visibleDataColumns = displayedData(api).columns.length;
  const items: MenuItem[] = [
    {
      key: 'copy',
      label: t('Copy'),
      onClick: () => actions.copy(toTsv([colId], displayedData(api).rows)),
    },
  ];
  if (pinned !== 'left') items.push({ key: 'pin-left', label: t('Pin Left'), onClick: () => api.setColumnsPinned([colId], 'left') });
  if (pinned !== 'right') items.push({ key: 'pin-right', label: t('Pin Right'), onClick: () => api.setColumnsPinned([colId], 'right') });
  if (pinned) items.push({ key: 'unpin', label: t('Unpin'), onClick: () => api.setColumnsPinned([colId], null) });
  items.push({ key: 'autosize', label: t('Autosize Column'), onClick: () => api.autoSizeColumns([colId]) });
  if (visibleDataColumns > 1) items.push({ key: 'hide', label: t('Hide Column'), onClick: () => api.setColumnsVisible([colId], false) });
  return [...items, ...unhideItems(api, t)];
}

/** The grid-wide menu on the row-number header: copy current data, CSV download, autosize all, reset. */
export function mainMenuItems(api: GridApi, actions: GridMenuActions, t: TranslateFn): MenuItem[] {
  return [
    {
      key: 'copy-all',
      label: t('Copy current data'),
      onClick: () => {
        const { columns, rows } = displayedData(api);
        actions.copy(toTsv(columns, rows));
      },
    },
    {
      key: 'download-csv',
      label: t('Download to CSV'),
      onClick: () => {
        const { columns, rows } = displayedData(api);
        actions.download(toCsv(columns, rows));
      },
    },
    { key: 'autosize-all', label: t('Autosize all'), onClick: () => api.autoSizeAllColumns() },
    { key: 'reset-columns', label: t('Reset columns'), onClick: () => api.resetColumnState() },
    ...unhideItems(api, t),
  ];
}
