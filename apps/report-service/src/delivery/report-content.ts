import { Injectable } from '@nestjs/common';
import { ChartData, type ChartDataItem } from '@tessera/contracts';
import { BusClient, ObjectDirectoryClient } from '@tessera/platform';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';
import { escapeHtml, htmlTable } from './html';
import type { MailAttachment } from './mailer';

/** What a run delivers besides the message itself: attachments, an HTML part, and where to look. */
export interface ReportContent {
  attachments: MailAttachment[];
  html: string;
  /** The chart's or dashboard's address in Tessera (relative), for the link back. */
  url: string | null;
  /** The chart's or dashboard's name. */
  title: string | null;
}

/** Rows of a TEXT report shown in the message; the rest are counted. */
const TEXT_ROWS = 100;

/**
 * The content of a report or alert, taken from the chart-data service for the caller of the current
 * context (the schedule's owner): CSV and XLSX as attachments, TEXT as a table in the message.
 * Screenshots (PNG, PDF) are not rendered by this service.
 */
@Injectable()
export class ReportContentBuilder {
  constructor(
    private readonly bus: BusClient,
    private readonly objects: ObjectDirectoryClient,
  ) {}

  async build(schedule: ReportScheduleEntity): Promise<ReportContent> {
    const target = await this.target(schedule);
    if (!schedule.chartId && !schedule.dashboardId) return { attachments: [], html: '', url: null, title: null };
    switch (schedule.reportFormat) {
      case 'CSV':
      case 'XLSX':
        return { ...target, ...(await this.file(schedule, schedule.reportFormat === 'CSV' ? 'csv' : 'xlsx')) };
      case 'TEXT':
        return { ...target, attachments: [], html: await this.text(schedule) };
      default:
        throw new Error(`${schedule.reportFormat} reports need a screenshot of the ${schedule.dashboardId ? 'dashboard' : 'chart'}, which Tessera does not render yet: choose CSV, XLSX or TEXT for a chart`);
    }
  }

  private async target(schedule: ReportScheduleEntity): Promise<{ url: string | null; title: string | null }> {
    const [type, id] = schedule.chartId ? (['chart', schedule.chartId] as const) : schedule.dashboardId ? (['dashboard', schedule.dashboardId] as const) : [null, null];
    if (!type) return { url: null, title: null };
    const found = (await this.objects.describe(type, [id])).get(id);
    if (!found) throw new Error(`The ${type} ${id} does not exist any more, or the report's owner may no longer see it`);
    return { url: found.url, title: found.name };
  }

  private async file(schedule: ReportScheduleEntity, format: 'csv' | 'xlsx'): Promise<{ attachments: MailAttachment[]; html: string }> {
    const reply = await this.bus.request(ChartData.forChart, { chartId: schedule.chartId as number, format });
    if (!('file' in reply)) throw new Error(`The chart-data service answered no ${format.toUpperCase()} file for chart ${schedule.chartId}`);
    const extension = format === 'csv' ? 'csv' : 'xlsx';
    const filename = `${schedule.name.replace(/[^\w .-]+/g, '_').trim() || 'report'}.${extension}`;
    return { attachments: [{ filename, contentType: reply.file.contentType, content: Buffer.from(reply.file.base64, 'base64') }], html: '' };
  }

  private async text(schedule: ReportScheduleEntity): Promise<string> {
    const reply = await this.bus.request(ChartData.forChart, { chartId: schedule.chartId as number, format: 'json' });
    if (!('result' in reply)) throw new Error(`The chart-data service answered no rows for chart ${schedule.chartId}`);
    const item: ChartDataItem | undefined = reply.result[0];
    if (!item) return '<p>The chart has no data.</p>';
    if (item.error) throw new Error(`The chart's query failed: ${item.error}`);
    const rows = item.data.slice(0, TEXT_ROWS);
    const more = item.data.length - rows.length;
    return htmlTable(item.colnames, rows) + (more > 0 ? `<p>${escapeHtml(`… and ${more} more rows`)}</p>` : '');
  }
}
