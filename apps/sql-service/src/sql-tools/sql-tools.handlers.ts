import { SqlQueries, type EstimateQueryRequest, type FormatSqlRequest, type ValidateSqlRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { SqlToolsService } from './sql-tools.service';

@Controller()
export class SqlToolsHandlers {
  constructor(private readonly tools: SqlToolsService) {}

  @HandleRequest(SqlQueries.format)
  format(@Payload() request: FormatSqlRequest, @Ctx() context: BusContext) {
    return this.tools.format(request, context.caller);
  }

  @HandleRequest(SqlQueries.estimate)
  estimate(@Payload() request: EstimateQueryRequest, @Ctx() context: BusContext) {
    return this.tools.estimate(request, context.caller);
  }

  @HandleRequest(SqlQueries.validate)
  validate(@Payload() request: ValidateSqlRequest, @Ctx() context: BusContext) {
    return this.tools.validate(request, context.caller);
  }
}
