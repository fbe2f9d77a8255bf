import { Controller, Get, Param } from '@nestjs/common';
import { badRequest, ChartData, ErrorCode, TesseraError } from '@tessera/contracts';
import { BusClient, serverText } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';

/** Superset's `FILTER_SELECT_ROW_LIMIT`: the most values one column answers. */
const COLUMN_VALUES_LIMIT = 10_000;

/**
 * The distinct values of one column as a chart query over the dataset: grouped by the column, so the
 * chart-data pipeline applies the caller's dataset access and row-level security as it does for charts.
 */
function columnValuesContext(datasetId: number, column: string): Record<string, unknown> {
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        columns: [column],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: column }, aggregate: 'COUNT', label: '__value_count' }],
        row_limit: COLUMN_VALUES_LIMIT,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

/** Superset's `GET /api/v1/datasource/{type}/{id}/column/{column}/values/` (filter value pickers). */
@Controller('api/v1/datasource')
export class DatasourceColumnValuesController {
  constructor(private readonly bus: BusClient) {}

  @Get(':type/:id/column/:column/values')
  @RequirePermission('can_get_column_values', 'Datasource')
  async values(@Param('type') type: string, @Param('id', ParseIdPipe) id: number, @Param('column') column: string) {
    if (type !== 'table') throw badRequest(serverText('Invalid datasource type'));
    const reply = await this.bus.request(ChartData.query, { context: columnValuesContext(id, column) });
    if (!('result' in reply) || reply.result.length !== 1)
      throw new TesseraError(ErrorCode.INTERNAL, 'The column values query answered in an unexpected shape');
    return { result: reply.result[0].data.map((row) => row[column]) };
  }
}
