import { DESCRIBE_OBJECTS, type DescribeObjectsRequest, type ObjectSummary } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { BusContext, HandleRequest, UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { canEditChart, chartViewerOf } from '../access/viewer';
import { describeDatasets } from '../datasets/dataset-objects';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartEntity } from './chart.entity';
import { ChartFinder } from './chart.finder';
import { toObjectSummary } from './chart.mapper';

/**
 * `charts.objects.describe` for the chart service's object types. Charts are described here;
 * datasets by the datasets aggregate's {@link describeDatasets}.
 */
@Controller()
export class ChartObjectsHandlers {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    private readonly finder: ChartFinder,
    private readonly users: UserDirectoryClient,
  ) {}

  @HandleRequest(DESCRIBE_OBJECTS.charts)
  async describe(@Payload() request: DescribeObjectsRequest, @Ctx() context: BusContext): Promise<{ objects: ObjectSummary[] }> {
    const viewer = chartViewerOf(context.caller);
    if (request.type === 'dataset') return { objects: await describeDatasets(this.datasets, this.users, viewer, request.ids) };
    if (request.type !== 'chart') return { objects: [] };
    const visible = await this.finder.readableIds(viewer, request.ids);
    const charts = visible.length > 0 ? await this.charts.find({ where: { id: In(visible) }, order: { id: 'ASC' } }) : [];
    const users = await this.users.describe(charts.flatMap((chart) => [...chart.owners, chart.createdBy]));
    return { objects: charts.map((chart) => toObjectSummary(chart, users, canEditChart(viewer, chart))) };
  }
}
