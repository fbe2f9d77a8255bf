import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { SqlQueries, SqlStatementFields } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';

/** `POST /api/v1/database/{id}/validate_sql/`: the SQL editor's check of a script against its database. */
@Controller('api/v1/database')
export class ValidateSqlController {
  constructor(private readonly bus: BusClient) {}

  @Post(':id/validate_sql')
  @RequirePermission('can_read', 'Database')
  @HttpCode(200)
  validate(@Param('id', ParseIdPipe) id: number, @Body() body: SqlStatementFields) {
    return this.bus.request(SqlQueries.validate, { ...body, database_id: id });
  }
}
