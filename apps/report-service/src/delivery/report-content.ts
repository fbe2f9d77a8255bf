import { Inject, Injectable } from '@nestjs/common';
import { ChartData, type ChartDataItem } from '@tessera/contracts';
import {
  BusClient,
  currentRequestContext,
  ObjectDirectoryClient,
  serverPlural,
  serverText,
  TESSERA_CONFIG,
  type TesseraConfig,
} from '@tessera/platform';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';
import { parseObject } from '../schedules/report.mapper';
import { ScreenshotRenderer } from '../screenshots/screenshot-renderer';
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
  /** Charts of a screenshot that ended without a drawing: named in the email and the run's log. */
  failedCharts: string[];
}

/** The content id the inline screenshot is referenced by in the message. */
export const SCREENSHOT_CID = 'report-screenshot';

/** The keys of a dashboard's saved state (`extra.dashboard`) a permalink restores. */
const DASHBOARD_STATE_KEYS = ['activeTabs', 'dataMask', 'anchor', 'urlParams'];

/** Rows of a TEXT report shown in the message; the rest are counted. */
const TEXT_ROWS = 100;

/**
 * The content of a report or alert, taken from the chart-data service for the caller of the current
 * context (the schedule's owner): CSV and XLSX as attachments, TEXT as a table in the message; PNG
 * (inline, and attached) and PDF from a screenshot of the page, rendered once per run for every recipient.
 */
@Injectable()
export class ReportContentBuilder {
  private readonly publicUrl: string;

  constructor(
    private readonly bus: BusClient,
    private readonly objects: ObjectDirectoryClient,
    private readonly screenshots: ScreenshotRenderer,
    @Inject(TESSERA_CONFIG) config: TesseraConfig,
  ) {
    this.publicUrl = config.reports.publicUrl;
  }

  async build(schedule: ReportScheduleEntity): Promise<ReportContent> {
    const target = await this.target(schedule);
    if (!schedule.chartId && !schedule.dashboardId) return { attachments: [], html: '', url: null, title: null, failedCharts: [] };
    switch (schedule.reportFormat) {
      case 'CSV':
      case 'XLSX':
        return { ...target, failedCharts: [], ...(await this.file(schedule, schedule.reportFormat === 'CSV' ? 'csv' : 'xlsx')) };
      case 'TEXT':
        return { ...target, failedCharts: [], attachments: [], html: await this.text(schedule) };
      case 'PNG':
      case 'PDF':
        return { ...target, ...(await this.screenshot(schedule, schedule.reportFormat, target.url as string)) };
    }
  }

  /** The page as the owner (the caller of the run's context) sees it, as an inline PNG or a PDF attachment. */
  private async screenshot(
    schedule: ReportScheduleEntity,
    format: 'PNG' | 'PDF',
    url: string,
  ): Promise<Pick<ReportContent, 'attachments' | 'html' | 'failedCharts'>> {
    const userId = currentRequestContext()?.caller?.userId;
    if (!userId) throw new Error('A screenshot is taken as the report’s owner, and this run has none');
    const saved = parseObject(schedule.extraJson).dashboard;
    const state =
      saved && typeof saved === 'object'
        ? Object.fromEntries(Object.entries(saved).filter(([key]) => DASHBOARD_STATE_KEYS.includes(key)))
        : null;
    const shot = await this.screenshots.render(
      {
        url,
        kind: schedule.dashboardId ? 'dashboard' : 'chart',
        format,
        userId,
        width: schedule.customWidth,
        dashboardState: state,
        dashboardId: schedule.dashboardId,
        timeoutMs: schedule.workingTimeout * 1000,
      },
      this.publicUrl,
    );
    const filename = `${fileStem(schedule)}.${format === 'PNG' ? 'png' : 'pdf'}`;
    const attachment: MailAttachment = {
      filename,
      contentType: shot.contentType,
      content: shot.file,
      ...(format === 'PNG' ? { cid: SCREENSHOT_CID } : {}),
    };
    const html = format === 'PNG' ? `<img src="cid:${SCREENSHOT_CID}" alt="${escapeHtml(schedule.name)}" style="max-width:100%">` : '';
    return { attachments: [attachment], html, failedCharts: shot.failed };
  }

  private async target(schedule: ReportScheduleEntity): Promise<{ url: string | null; title: string | null }> {
    const [type, id] = schedule.chartId
      ? (['chart', schedule.chartId] as const)
      : schedule.dashboardId
        ? (['dashboard', schedule.dashboardId] as const)
        : [null, null];
    if (!type) return { url: null, title: null };
    const found = (await this.objects.describe(type, [id])).get(id);
    if (!found) throw new Error(`The ${type} ${id} does not exist any more, or the report's owner may no longer see it`);
    return { url: found.url, title: found.name };
  }

  private async file(schedule: ReportScheduleEntity, format: 'csv' | 'xlsx'): Promise<{ attachments: MailAttachment[]; html: string }> {
    const reply = await this.bus.request(ChartData.forChart, { chartId: schedule.chartId as number, format });
    if (!('file' in reply))
      throw new Error(`The chart-data service answered no ${format.toUpperCase()} file for chart ${schedule.chartId}`);
    const extension = format === 'csv' ? 'csv' : 'xlsx';
    const filename = `${fileStem(schedule)}.${extension}`;
    return {
      attachments: [{ filename, contentType: reply.file.contentType, content: Buffer.from(reply.file.base64, 'base64') }],
      html: '',
    };
  }

  private async text(schedule: ReportScheduleEntity): Promise<string> {
    const reply = await this.bus.request(ChartData.forChart, { chartId: schedule.chartId as number, format: 'json' });
    if (!('result' in reply)) throw new Error(`The chart-data service answered no rows for chart ${schedule.chartId}`);
    const item: ChartDataItem | undefined = reply.result[0];
    if (!item) return '<p>The chart has no data.</p>';
    if (item.error) throw new Error(`The chart's query failed: ${item.error}`);
    const rows = item.data.slice(0, TEXT_ROWS);
    const more = item.data.length - rows.length;
    return (
      htmlTable(item.colnames, rows) +
      (more > 0 ? `<p>${escapeHtml(serverPlural('… and %s more row', '… and %s more rows', more, more))}</p>` : '')
    );
  }
}

/** The sentence naming the charts of a screenshot that failed, for the email and the run's log, in the owner's language. */
export function failedChartsText(names: string[]): string {
  return names.length === 1
    ? serverText('This chart could not be drawn: %s', names[0])
    : serverText('These %s charts could not be drawn: %s', names.length, names.join(', '));
}

/** The schedule's name as a file name. */
function fileStem(schedule: ReportScheduleEntity): string {
  return schedule.name.replace(/[^\w .-]+/g, '_').trim() || 'report';
}
