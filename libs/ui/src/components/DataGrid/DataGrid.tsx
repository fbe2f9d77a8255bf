import { useCallback, useMemo, useState } from 'react';
import { Message } from 'semantic-ui-react';
import type { ColDef, Theme } from 'ag-grid-community';
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { NotifyFn } from '../../types';
import { COPY_UNSUPPORTED_TEXT, copyTextToClipboard } from '../../utils/clipboard';
import type { DataRow } from '../../utils/delimited-text';
import { downloadText } from '../../utils/delimited-text';
import { CellContentModal } from './CellContentModal';
import type { GridMenuActions } from './data-grid.menus';
import { ROW_NUMBER_COL_ID } from './data-grid.menus';
import type { DataGridHeaderParams } from './DataGridHeader';
import { DataGridHeader } from './DataGridHeader';
import type { GridCellParams } from './GridCell';
import { GridCell } from './GridCell';

ModuleRegistry.registerModules([AllCommunityModule]);

/** A result column as the samples and SQL results endpoints describe it. */
export interface DataGridColumn {
  name: string;
  type?: string | null;
  /** Superset's generic type: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  genericType?: number | string | null;
}

export interface DataGridProps {
  columns: readonly DataGridColumn[];
  rows: readonly DataRow[];
  /** Grid height (CSS length or pixels); defaults to 400 px. */
  height?: number | string;
  /** Name of the 'Download to CSV' file. */
  fileName?: string;
  /** Sends copy outcomes to the app's toasts; without it they show above the grid. */
  notify?: NotifyFn;
  theme?: Theme;
  t?: TranslateFn;
}

const isNumeric = (column: DataGridColumn) => column.genericType === 0 || column.genericType === 'NUMERIC';
const isTemporal = (column: DataGridColumn) => column.genericType === 2 || column.genericType === 'TEMPORAL';

/**
 * Temporal values arrive as epoch milliseconds (Superset's JSON encoding of timestamps); the grid shows
 * them as Superset's drill-to-detail does, `%Y-%m-%d %H:%M:%S` in UTC. Text values are shown as sent.
 */
export function formatTemporalValue(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The result grid for samples and SQL results: a pinned row-number column holding the grid menu,
 * a menu per column header, and JSON cells that open in a 'Cell content' modal.
 */
export function DataGrid({ columns, rows, height = 400, fileName = 'data.csv', notify, theme = themeQuartz, t: tProp }: DataGridProps) {
  const t = useTranslate(tProp);
  const [jsonValue, setJsonValue] = useState<unknown>(undefined);
  const [feedback, setFeedback] = useState<{ error: boolean; text: string } | null>(null);

  const report = useCallback(
    (error: boolean, text: string) => {
      if (notify) notify(error ? 'danger' : 'success', text);
      else setFeedback({ error, text });
    },
    [notify],
  );

  const actions = useMemo<GridMenuActions>(
    () => ({
      copy: (text) => {
        copyTextToClipboard(text).then(
          () => report(false, t('Copied to clipboard!')),
          () => report(true, t(COPY_UNSUPPORTED_TEXT)),
        );
      },
      download: (csv) => downloadText(fileName, csv, 'text/csv;charset=utf-8'),
    }),
    [fileName, report, t],
  );

  const columnDefs = useMemo<ColDef[]>(() => {
    const headerParams: DataGridHeaderParams = { actions, t };
    const cellParams: GridCellParams = { onOpenJson: setJsonValue, t };
    return [
      {
        colId: ROW_NUMBER_COL_ID,
        headerName: '',
        valueGetter: (params) => (params.node?.rowIndex ?? 0) + 1,
        pinned: 'left',
        lockPinned: true,
        lockPosition: 'left',
        suppressMovable: true,
        sortable: false,
        resizable: false,
        width: 64,
        cellStyle: { color: '#999' },
        headerComponent: DataGridHeader,
        headerComponentParams: { ...headerParams, main: true },
      },
      ...columns.map<ColDef>((column) => ({
        colId: column.name,
        field: column.name,
        headerName: column.name,
        headerTooltip: column.type ?? undefined,
        type: isNumeric(column) ? 'rightAligned' : undefined,
        valueFormatter: isTemporal(column) ? (params) => formatTemporalValue(params.value) ?? String(params.value ?? '') : undefined,
        headerComponent: DataGridHeader,
        headerComponentParams: headerParams,
        cellRenderer: GridCell,
        cellRendererParams: cellParams,
      })),
    ];
  }, [columns, actions, t]);

  const rowData = useMemo(() => [...rows], [rows]);

  return (
    <div>
      {feedback && (
        <Message
          size="tiny"
          role={feedback.error ? 'alert' : 'status'}
          negative={feedback.error}
          positive={!feedback.error}
          onDismiss={() => setFeedback(null)}
          content={feedback.text}
        />
      )}
      <div style={{ height, width: '100%' }}>
        <AgGridReact
          theme={theme}
          rowData={rowData}
          columnDefs={columnDefs}
          defaultColDef={{ sortable: true, resizable: true }}
          suppressFieldDotNotation
          enableCellTextSelection
        />
      </div>
      <CellContentModal value={jsonValue} onClose={() => setJsonValue(undefined)} notify={notify} t={t} />
    </div>
  );
}
