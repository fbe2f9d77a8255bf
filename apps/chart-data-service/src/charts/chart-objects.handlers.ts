import { DESCRIBE_OBJECTS, type DescribeObjectsRequest, type ObjectSummary } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { BusContext, HandleRequest, UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { canEditChart, chartViewerOf } from '../access/viewer';
import { ChartEntity } from './chart.entity';
import { ChartFinder } from './chart.finder';
import { toObjectSummary } from './chart.mapper';

/**
 * `charts.objects.describe` for the chart service's object types. Charts are described here;
 * datasets belong to the datasets aggregate and get their branch beside this one.
 */
@Controller()
export class ChartObjectsHandlers {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    private readonly finder: ChartFinder,
    private readonly users: UserDirectoryClient,
  ) {}

  @HandleRequest(DESCRIBE_OBJECTS.charts)
  async describe(@Payload() request: DescribeObjectsRequest, @Ctx() context: BusContext): Promise<{ objects: ObjectSummary[] }> {
    if (request.type !== 'chart') return { objects: [] };
    const viewer = chartViewerOf(context.caller);
    const visible = await this.finder.readableIds(viewer, request.ids);
    const charts = visible.length > 0 ? await this.charts.find({ where: { id: In(visible) }, order: { id: 'ASC' } }) : [];
    const users = await this.users.describe(charts.flatMap((chart) => [...chart.owners, chart.createdBy]));
    return { objects: charts.map((chart) => toObjectSummary(chart, users, canEditChart(viewer, chart))) };
  }
}
