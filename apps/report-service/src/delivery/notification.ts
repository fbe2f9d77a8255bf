import { Inject, Injectable } from '@nestjs/common';
import { serverText, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { recipientConfig } from '../schedules/report.mapper';
import { splitAddresses } from '../schedules/report-fields';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';
import type { RunClaim } from '../claims/run-claims';
import { RunClaims } from '../claims/run-claims';
import { escapeHtml } from './html';
import { Mailer } from './mailer';
import { failedChartsText, type ReportContent } from './report-content';

/**
 * Mails a run's content to each recipient of the schedule once per window: each send is recorded
 * before it goes out, so a retried run skips recipients an earlier attempt already reached.
 * Returns the refusals, one line per recipient. The texts Tessera writes (subject, link) are in the
 * language of the run's context, the owner's (see `RunExecutor`); the schedule's own texts are as written.
 */
@Injectable()
export class Notification {
  private readonly publicUrl: string;

  constructor(
    private readonly mailer: Mailer,
    private readonly claims: RunClaims,
    @Inject(TESSERA_CONFIG) config: TesseraConfig,
  ) {
    this.publicUrl = config.reports.publicUrl;
  }

  async send(claim: RunClaim, schedule: ReportScheduleEntity, content: ReportContent, detail: string | null): Promise<string[]> {
    const refusals: string[] = [];
    const message = {
      subject: schedule.emailSubject?.trim() || defaultSubject(schedule, content),
      html: this.body(schedule, content, detail),
      attachments: content.attachments,
    };
    for (const recipient of schedule.recipients ?? []) {
      if (recipient.type !== 'Email') continue;
      const key = `recipient:${recipient.id}`;
      if (!(await this.claims.startSend(claim, key))) continue;
      const config = recipientConfig(recipient.recipientConfigJson);
      try {
        await this.mailer.send({
          ...message,
          to: splitAddresses(config.target),
          cc: splitAddresses(config.ccTarget),
          bcc: splitAddresses(config.bccTarget),
        });
        await this.claims.endSend(claim, key, null);
      } catch (error) {
        const text = (error as Error).message;
        await this.claims.endSend(claim, key, text);
        refusals.push(text);
      }
    }
    return refusals;
  }

  private body(schedule: ReportScheduleEntity, content: ReportContent, detail: string | null): string {
    const parts = [`<h2>${escapeHtml(schedule.name)}</h2>`];
    if (schedule.description) parts.push(`<p>${escapeHtml(schedule.description)}</p>`);
    if (schedule.contextMarkdown) parts.push(`<p style="white-space:pre-wrap">${escapeHtml(schedule.contextMarkdown)}</p>`);
    if (detail) parts.push(`<p>${escapeHtml(detail)}</p>`);
    if (content.failedCharts.length > 0) parts.push(`<p style="color:#b00">${escapeHtml(failedChartsText(content.failedCharts))}</p>`);
    if (content.url) {
      const href = `${this.publicUrl}${content.url.startsWith('/') ? '' : '/'}${content.url}`;
      const label = content.title ? serverText('Open %s in Tessera', content.title) : serverText('Open it in Tessera');
      parts.push(`<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`);
    }
    if (content.html) parts.push(content.html);
    return parts.join('\n');
  }
}

/** `[Report] Sales: Revenue by region` (the schedule's name, then its chart's or dashboard's). */
function defaultSubject(schedule: ReportScheduleEntity, content: ReportContent): string {
  const kind = schedule.type === 'Alert' ? serverText('Alert') : serverText('Report');
  return content.title ? serverText('[%s] %s: %s', kind, schedule.name, content.title) : serverText('[%s] %s', kind, schedule.name);
}
