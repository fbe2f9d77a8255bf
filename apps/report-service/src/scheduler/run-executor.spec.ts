import type { Caller } from '@tessera/contracts';
import type { BusClient, JsonLogger, TesseraConfig } from '@tessera/platform';
import type { AlertQuery } from '../alerts/alert-query';
import type { RunClaim, RunClaims } from '../claims/run-claims';
import type { Mailer, MailMessage } from '../delivery/mailer';
import { Notification } from '../delivery/notification';
import { OwnerCaller } from '../delivery/owner-caller';
import type { ReportContent, ReportContentBuilder } from '../delivery/report-content';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';
import { RunExecutor } from './run-executor';
import type { RunLog, RunOutcome } from './run-log';

const OWNER: Caller = { userId: 7, username: 'marie', roles: ['Alpha'] };

/** A run of `schedule` whose owner answers with `locale` (or no saved language), its emails and its outcome. */
async function run(schedule: Partial<ReportScheduleEntity>, locale: string | undefined, content: Partial<ReportContent> = {}) {
  const mails: MailMessage[] = [];
  const outcomes: RunOutcome[] = [];
  const bus = { request: async () => ({ caller: OWNER, ...(locale ? { locale } : {}) }) } as unknown as BusClient;
  const claims = { renew: async () => true, startSend: async () => true, endSend: async () => undefined } as unknown as RunClaims;
  const mailer = { send: async (message: MailMessage) => void mails.push(message) } as unknown as Mailer;
  const log = {
    open: async () => true,
    close: async (_claim: RunClaim, outcome: RunOutcome) => outcomes.push(outcome) > 0,
    sentWithin: async () => false,
  } as unknown as RunLog;
  const builder = {
    build: async (): Promise<ReportContent> => ({
      attachments: [],
      html: '',
      url: '/superset/dashboard/3/',
      title: 'Ventes',
      failedCharts: [],
      ...content,
    }),
  } as unknown as ReportContentBuilder;
  const alerts = { run: async () => ({ columns: ['total'], rows: [{ total: 10 }] }) } as unknown as AlertQuery;
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as JsonLogger;
  const config = { reports: { publicUrl: 'https://bi.example.com' }, defaultLocale: 'en' } as TesseraConfig;
  const executor = new RunExecutor(
    claims,
    log,
    new OwnerCaller(bus, config),
    builder,
    alerts,
    new Notification(mailer, claims, config),
    logger,
  );
  const claim: RunClaim = { runId: 'r1', token: 't', scheduleId: 1, scheduledAt: new Date(), attempt: 1, late: false, logId: null };
  const recipients = [{ id: 1, type: 'Email', recipientConfigJson: JSON.stringify({ target: 'team@example.com' }) }];
  await executor.execute(claim, {
    id: 1,
    type: 'Report',
    name: 'Weekly',
    description: null,
    contextMarkdown: null,
    emailSubject: null,
    owners: [7],
    createdBy: 7,
    workingTimeout: 60,
    recipients,
    ...schedule,
  } as unknown as ReportScheduleEntity);
  return { mails, outcomes };
}

describe('report and alert emails', () => {
  it('are written in the owner’s language: subject, link, failed charts, and the run’s log', async () => {
    const { mails, outcomes } = await run({}, 'fr', { failedCharts: ['Carte'] });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('[Rapport] Weekly : Ventes');
    expect(mails[0].html).toContain('Ouvrir Ventes dans Tessera');
    expect(mails[0].html).toContain('Ce graphique n’a pas pu être dessiné : Carte');
    expect(outcomes).toEqual([{ state: 'Error', error: 'Ce graphique n’a pas pu être dessiné : Carte' }]);
  });

  it('say why an alert fired in the owner’s language', async () => {
    const { mails } = await run(
      {
        type: 'Alert',
        databaseId: 1,
        sql: 'SELECT 10',
        validatorType: 'operator',
        validatorConfigJson: '{"op": ">", "threshold": 5}',
        gracePeriod: 0,
      },
      'de',
    );
    expect(mails[0].subject).toBe('[Alarm] Weekly: Ventes');
    expect(mails[0].html).toContain('Der Alarm wurde ausgelöst: Die Abfrage lieferte 10, das ist &gt; 5.');
  });

  it('stay English for an owner who chose no language, and keep the schedule’s own subject', async () => {
    expect((await run({}, undefined)).mails[0].subject).toBe('[Report] Weekly: Ventes');
    expect((await run({ emailSubject: 'Chiffres de la semaine' }, 'ja')).mails[0].subject).toBe('Chiffres de la semaine');
  });
});
