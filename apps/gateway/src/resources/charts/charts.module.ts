import { Module, type OnModuleInit } from '@nestjs/common';
import { CHART_LIST_SPEC, Charts } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { ChartsController } from './charts.controller';

/**
 * The chart REST resource. `GET /api/v1/chart/{id_or_uuid}` takes any single path segment, so the
 * modules serving other `/api/v1/chart/<word>` GET routes (the shared ones, export) are registered first.
 */
@Module({ controllers: [ChartsController] })
export class ChartsRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'chart',
      viewMenu: 'Chart',
      spec: CHART_LIST_SPEC,
      userRelatedFields: ['owners', 'created_by', 'changed_by'],
      related: Charts.related,
      distinct: Charts.distinct,
      favoriteType: 'chart',
    });
  }
}
