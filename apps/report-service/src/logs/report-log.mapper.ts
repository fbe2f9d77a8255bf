import type { ReportLogView } from '@tessera/contracts';
import type { ReportExecutionLogEntity } from '../entities/report-execution-log.entity';
import { iso } from '../schedules/report.mapper';

export function toLogView(log: ReportExecutionLogEntity): ReportLogView {
  return {
    id: log.id,
    uuid: log.uuid,
    scheduled_dttm: log.scheduledDttm.toISOString(),
    start_dttm: iso(log.startDttm),
    end_dttm: iso(log.endDttm),
    value: log.value,
    value_row_json: log.valueRowJson,
    state: log.state,
    error_message: log.errorMessage,
  };
}
