import { Module } from '@nestjs/common';
import { DashboardsModule } from '../dashboards/dashboards.module';
import { FilterStateHandlers } from './filter-state.handlers';
import { FilterStateService } from './filter-state.service';

@Module({
  imports: [DashboardsModule],
  controllers: [FilterStateHandlers],
  providers: [FilterStateService],
})
export class FilterStateModule {}
