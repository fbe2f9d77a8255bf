import { Module, type OnModuleInit } from '@nestjs/common';
import { REPORT_LIST_SPEC } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { ReportsController } from './reports.controller';

/** The report schedule REST resource; `_info` and `related/{owners,created_by,changed_by}` come from the registry entry. */
@Module({ controllers: [ReportsController] })
export class ReportsRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'report',
      viewMenu: 'ReportSchedule',
      spec: REPORT_LIST_SPEC,
      userRelatedFields: ['owners', 'created_by', 'changed_by'],
    });
  }
}
