import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { notFound, type Caller, type ListQuery, type ListReply, type ReportLogView } from '@tessera/contracts';
import { fetchListPage, type ListQueryMapping, serverText } from '@tessera/platform';
import { Repository } from 'typeorm';
import { ReportsService } from '../schedules/reports.service';
import { ReportExecutionLogEntity } from '../entities/report-execution-log.entity';
import { toLogView } from './report-log.mapper';

const LOG_MAPPING: ListQueryMapping = {
  columns: {
    id: 'log.id',
    state: 'log.state',
    value: 'log.value',
    error_message: 'log.error_message',
    end_dttm: 'log.end_dttm',
    start_dttm: 'log.start_dttm',
    scheduled_dttm: 'log.scheduled_dttm',
  },
};

/** A schedule's execution log, read by whoever may see the schedule. */
@Injectable()
export class ReportLogsService {
  constructor(
    @InjectRepository(ReportExecutionLogEntity) private readonly logs: Repository<ReportExecutionLogEntity>,
    private readonly reports: ReportsService,
  ) {}

  async list(reportId: number, query: ListQuery, caller: Caller | undefined): Promise<ListReply<ReportLogView>> {
    await this.reports.findVisible(reportId, caller);
    const qb = this.logs.createQueryBuilder('log').where('log.report_schedule_id = :reportId', { reportId });
    return fetchListPage(qb, query, LOG_MAPPING, toLogView);
  }

  async get(reportId: number, logId: number, caller: Caller | undefined): Promise<ReportLogView> {
    await this.reports.findVisible(reportId, caller);
    const log = await this.logs.findOneBy({ id: logId, scheduleId: reportId });
    if (!log) throw notFound(serverText('Report Schedule Log not found.'));
    return toLogView(log);
  }
}
