import { SqlQueries, type ExportCsvRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { CsvExportService } from './csv-export.service';

@Controller()
export class CsvExportHandlers {
  constructor(private readonly exports: CsvExportService) {}

  @HandleRequest(SqlQueries.exportCsv)
  exportCsv(@Payload() request: ExportCsvRequest, @Ctx() context: BusContext) {
    return this.exports.start(request.client_id, context.caller);
  }
}
