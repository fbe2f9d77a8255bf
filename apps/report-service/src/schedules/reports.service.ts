import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  notFound,
  REPORT_DEFAULTS,
  type Caller,
  type ListQuery,
  type ListReply,
  type ReportListRow,
  type ReportScheduleFields,
  type ReportScheduleView,
} from '@tessera/contracts';
import { fetchListPage, type ListQueryMapping, serverText } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { assertMayChange, isReportAdmin, seesSchedule } from './report-access';
import { applyFields, assertRequiredForCreate, recipientRows, unprocessable } from './report-fields';
import { toListRow, toScheduleView } from './report.mapper';
import { ReportRecipientEntity } from '../entities/report-recipient.entity';
import { ReportReferences } from './report-references';
import { ReportScheduleEntity } from '../entities/report-schedule.entity';

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    id: 'report.id',
    name: 'report.name',
    active: 'report.active',
    type: 'report.type',
    last_state: 'report.last_state',
    creation_method: 'report.creation_method',
    chart_id: 'report.chart_id',
    dashboard_id: 'report.dashboard_id',
    created_by: 'report.created_by_fk',
    changed_by: 'report.changed_by_fk',
    changed_on: 'report.changed_on',
    changed_on_delta_humanized: 'report.changed_on',
    created_on: 'report.created_on',
    crontab: 'report.crontab',
    crontab_humanized: 'report.crontab',
    last_eval_dttm: 'report.last_eval_dttm',
    'created_by.first_name': 'report.created_by_fk',
    'changed_by.first_name': 'report.changed_by_fk',
  },
  filterHandlers: {
    owners: (where, filter, param) => where.andWhere(`:${param} = ANY(report.owners)`, { [param]: Number(filter.value) }),
    // Superset's ReportScheduleAllTextFilter: name, description or the cron expression.
    name: (where, filter, param) => {
      if (filter.opr !== 'report_all_text') {
        const negate = filter.opr === 'nct' || filter.opr === 'neq';
        const pattern = { ct: '%v%', nct: '%v%', sw: 'v%', ew: '%v', eq: 'v', neq: 'v' }[filter.opr as string] ?? '%v%';
        const value = pattern.replace(
          'v',
          String(filter.value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`),
        );
        return void where.andWhere(`report.name ${negate ? 'NOT ILIKE' : 'ILIKE'} :${param}`, { [param]: value });
      }
      const value = `%${String(filter.value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.andWhere(`(report.name ILIKE :${param} OR report.description ILIKE :${param} OR report.crontab ILIKE :${param})`, {
        [param]: value,
      });
    },
  },
};

/** Report and alert schedules: list, read, create, change, delete, for the caller of each message. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(ReportScheduleEntity) private readonly schedules: Repository<ReportScheduleEntity>,
    @InjectRepository(ReportRecipientEntity) private readonly recipients: Repository<ReportRecipientEntity>,
    private readonly references: ReportReferences,
  ) {}

  /** The schedules the caller created or owns; every schedule for an administrator. */
  async list(query: ListQuery, caller: Caller | undefined): Promise<ListReply<ReportListRow>> {
    const qb = this.schedules.createQueryBuilder('report').leftJoinAndSelect('report.recipients', 'recipient');
    if (!isReportAdmin(caller)) {
      qb.andWhere('(report.created_by_fk = :me OR :me = ANY(report.owners))', { me: caller?.userId ?? -1 });
    }
    const page = await fetchListPage(qb, query, LIST_MAPPING, (schedule) => schedule);
    const users = await this.references.describeUsers(page.result.flatMap((s) => [s.createdBy, s.changedBy, ...s.owners]));
    const now = new Date();
    return { ...page, result: page.result.map((schedule) => toListRow(schedule, users, now)) };
  }

  async get(id: number, caller: Caller | undefined): Promise<ReportScheduleView> {
    return this.view(await this.findVisible(id, caller));
  }

  async create(fields: ReportScheduleFields, caller: Caller | undefined): Promise<{ id: number }> {
    assertRequiredForCreate(fields);
    const userId = caller?.userId ?? null;
    const schedule = this.schedules.create({
      active: true,
      timezone: REPORT_DEFAULTS.timezone,
      reportFormat: 'PNG',
      workingTimeout: REPORT_DEFAULTS.workingTimeout,
      gracePeriod: REPORT_DEFAULTS.gracePeriod,
      logRetention: REPORT_DEFAULTS.logRetention,
      forceScreenshot: false,
      customWidth: null,
      extraJson: '{}',
      chartId: null,
      dashboardId: null,
      databaseId: null,
      sql: null,
      validatorType: null,
      validatorConfigJson: null,
      description: null,
      contextMarkdown: null,
      creationMethod: null,
      emailSubject: null,
      lastState: null,
      lastEvalDttm: null,
      lastValue: null,
      lastValueRowJson: null,
      createdBy: userId,
      changedBy: userId,
      scheduleAnchor: new Date(),
    });
    applyFields(schedule, fields);
    schedule.owners = ownersFor(fields.owners, caller);
    const rows = recipientRows(fields.recipients ?? []);
    await this.assertNameFree(schedule);
    await this.references.assertReachable(schedule);
    schedule.recipients = rows.map((row) => this.recipients.create({ type: row.type, recipientConfigJson: JSON.stringify(row.config) }));
    const saved = await this.schedules.save(schedule);
    return { id: saved.id };
  }

  async update(id: number, fields: ReportScheduleFields, caller: Caller | undefined): Promise<{ id: number }> {
    const schedule = await this.findVisible(id, caller);
    assertMayChange(schedule, caller);
    const { rescheduled } = applyFields(schedule, fields);
    if (fields.owners !== undefined) schedule.owners = ownersFor(fields.owners, caller);
    if (rescheduled) schedule.scheduleAnchor = new Date();
    schedule.changedBy = caller?.userId ?? null;
    const rows = fields.recipients !== undefined ? recipientRows(fields.recipients) : null;
    if (fields.name !== undefined || fields.type !== undefined) await this.assertNameFree(schedule);
    // An `{active}` toggle changes nothing the references answer for; anything else is checked again.
    const onlyActive = Object.keys(fields).every((key) => key === 'active');
    if (!onlyActive) await this.references.assertReachable(schedule);
    await this.schedules.manager.transaction(async (manager) => {
      // The scheduler writes the last_* columns of a schedule while it runs: an edit leaves them alone.
      const {
        recipients: _recipients,
        lastState: _state,
        lastEvalDttm: _eval,
        lastValue: _value,
        lastValueRowJson: _row,
        ...columns
      } = schedule;
      await manager.save(ReportScheduleEntity, columns);
      if (rows) {
        await manager.delete(ReportRecipientEntity, { scheduleId: id });
        await manager.insert(
          ReportRecipientEntity,
          rows.map((row) => ({ scheduleId: id, type: row.type, recipientConfigJson: JSON.stringify(row.config) })),
        );
      }
    });
    return { id };
  }

  async delete(ids: number[], caller: Caller | undefined): Promise<number> {
    const found = await this.schedules.findBy({ id: In(ids) });
    const visible = found.filter((schedule) => seesSchedule(schedule, caller));
    if (visible.length !== new Set(ids).size) throw notFound(serverText('Report Schedule not found.'));
    for (const schedule of visible) assertMayChange(schedule, caller);
    await this.schedules.delete({ id: In(ids) });
    return visible.length;
  }

  /** The schedule if the caller may see it; NOT_FOUND otherwise, as if it did not exist. */
  async findVisible(id: number, caller: Caller | undefined): Promise<ReportScheduleEntity> {
    const schedule = await this.schedules.findOne({ where: { id }, relations: { recipients: true } });
    if (!schedule || !seesSchedule(schedule, caller)) throw notFound(serverText('Report Schedule not found.'));
    return schedule;
  }

  private async assertNameFree(schedule: ReportScheduleEntity): Promise<void> {
    const other = await this.schedules.findOneBy({ name: schedule.name, type: schedule.type });
    if (other && other.id !== schedule.id) {
      throw unprocessable({
        name: [
          schedule.type === 'Alert'
            ? serverText('An alert named "%s" already exists', schedule.name)
            : serverText('A report named "%s" already exists', schedule.name),
        ],
      });
    }
  }

  private async view(schedule: ReportScheduleEntity): Promise<ReportScheduleView> {
    const [users, targets] = await Promise.all([this.references.describeUsers(schedule.owners), this.references.targets(schedule)]);
    return toScheduleView(schedule, users, targets);
  }
}

/** Owners as given (the caller among them unless an administrator), or the caller alone. */
function ownersFor(requested: number[] | undefined, caller: Caller | undefined): number[] {
  const me = caller?.userId ?? null;
  const owners = new Set(requested ?? []);
  if (me !== null && (requested === undefined || !isReportAdmin(caller))) owners.add(me);
  return [...owners];
}
