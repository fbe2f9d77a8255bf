import { useMemo } from 'react';
import type { ColDef, IDatasource } from 'ag-grid-community';
import { themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { formatTemporalValue, type DataGridColumn } from '@tessera/ui';
import { fetchQueryResultsPage } from '../../sqllab.api';

/** Rows the grid asks the server for at a time, and how many such blocks it keeps: a window, never the whole result. */
const BLOCK_ROWS = 1000;
const BLOCKS_KEPT = 20;

export interface PagedResultsGridProps {
  resultsKey: string;
  columns: readonly DataGridColumn[];
  /** Rows of the whole result. */
  rowCount: number;
  height: number;
}

/**
 * A result larger than the first page the editor received: ag-grid's infinite row model reads the rows in view
 * from `GET /api/v1/sqllab/results/` by offset as the user scrolls, so 100,000 rows scroll without the page holding
 * (or rendering) them all.
 */
export function PagedResultsGrid({ resultsKey, columns, rowCount, height }: PagedResultsGridProps) {
  const columnDefs = useMemo<ColDef[]>(
    () => [
      {
        colId: 'row-number',
        headerName: '',
        valueGetter: (params) => (params.node?.rowIndex ?? 0) + 1,
        pinned: 'left',
        width: 80,
        sortable: false,
        cellStyle: { color: '#999' },
      },
      ...columns.map<ColDef>((column) => ({
        colId: column.name,
        field: column.name,
        headerName: column.name,
        headerTooltip: column.type ?? undefined,
        sortable: false,
        type: column.genericType === 0 ? 'rightAligned' : undefined,
        valueFormatter: (params) =>
          params.value === null || params.value === undefined
            ? ''
            : column.genericType === 2
              ? (formatTemporalValue(params.value) ?? String(params.value))
              : typeof params.value === 'object'
                ? JSON.stringify(params.value)
                : String(params.value),
      })),
    ],
    [columns],
  );

  const datasource = useMemo<IDatasource>(
    () => ({
      rowCount,
      getRows: (params) => {
        fetchQueryResultsPage(resultsKey, params.startRow, params.endRow - params.startRow).then(
          (page) =>
            params.successCallback(
              page.data,
              page.data.length < params.endRow - params.startRow ? params.startRow + page.data.length : rowCount,
            ),
          () => params.failCallback(),
        );
      },
    }),
    [resultsKey, rowCount],
  );

  return (
    <div style={{ height, width: '100%' }} data-row-model="paged">
      <AgGridReact
        theme={themeQuartz}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={BLOCK_ROWS}
        maxBlocksInCache={BLOCKS_KEPT}
        infiniteInitialRowCount={rowCount}
        columnDefs={columnDefs}
        defaultColDef={{ resizable: true }}
        suppressFieldDotNotation
        enableCellTextSelection
      />
    </div>
  );
}
