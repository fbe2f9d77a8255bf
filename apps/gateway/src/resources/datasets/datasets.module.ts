import { Module, type OnModuleInit } from '@nestjs/common';
import { DATASET_LIST_SPEC, Datasets } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { DatasetsController } from './datasets.controller';
import { DatasourceColumnValuesController } from './datasource-column-values.controller';
import { DatasourceController } from './datasource.controller';

/** The dataset REST resource and Superset's datasource views (samples, source columns, column values). */
@Module({ controllers: [DatasetsController, DatasourceController, DatasourceColumnValuesController] })
export class DatasetsRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'dataset',
      viewMenu: 'Dataset',
      spec: DATASET_LIST_SPEC,
      userRelatedFields: ['owners', 'created_by', 'changed_by'],
      related: Datasets.related,
      distinct: Datasets.distinct,
    });
  }
}
