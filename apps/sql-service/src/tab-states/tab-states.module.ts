import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueryEntity } from '../queries/query.entity';
import { SavedQueryEntity } from '../saved-queries/saved-query.entity';
import { SqlLabBootstrapService } from './sqllab-bootstrap.service';
import { TableSchemaEntity } from './table-schema.entity';
import { TableSchemasService } from './table-schemas.service';
import { TabStateEntity } from './tab-state.entity';
import { TabStatesHandlers } from './tab-states.handlers';
import { TabStatesService } from './tab-states.service';

/** SQL editor tabs and their table panes, kept per user on the server. */
@Module({
  imports: [TypeOrmModule.forFeature([TabStateEntity, TableSchemaEntity, QueryEntity, SavedQueryEntity])],
  controllers: [TabStatesHandlers],
  providers: [TabStatesService, TableSchemasService, SqlLabBootstrapService],
})
export class TabStatesModule {}
