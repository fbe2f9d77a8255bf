import { notFound, type ListQuery, type ListReply, type LogEntry } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fetchListPage, UserDirectoryClient, type ListQueryMapping } from '@tessera/platform';
import { Repository } from 'typeorm';
import { LogEntity } from './log.entity';

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    action: 'log.action',
    dttm: 'log.dttm',
    duration_ms: 'log.duration_ms',
    user_id: 'log.user_id',
    dashboard_id: 'log.dashboard_id',
    slice_id: 'log.slice_id',
  },
};

/** Stores action logs in batches and lists them for administrators. */
@Injectable()
export class LogsService {
  constructor(
    @InjectRepository(LogEntity) private readonly logs: Repository<LogEntity>,
    private readonly users: UserDirectoryClient,
  ) {}

  async record(entries: LogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.logs.insert(
      entries.map((entry) =>
        this.logs.create({
          action: entry.action,
          userId: entry.userId ?? null,
          json: entry.json,
          dttm: new Date(entry.dttm ?? Date.now()),
          dashboardId: entry.dashboardId ?? null,
          sliceId: entry.sliceId ?? null,
          durationMs: entry.durationMs ?? null,
          referrer: entry.referrer ?? null,
        }),
      ),
    );
  }

  async list(query: ListQuery): Promise<ListReply> {
    const page = await fetchListPage(this.logs.createQueryBuilder('log'), query, LIST_MAPPING, (log) => log);
    return { ...page, ids: page.ids.map(Number), result: await this.rows(page.result) };
  }

  /** One entry as the list shows it; 404 when there is none with that id. */
  async get(id: number): Promise<Record<string, unknown>> {
    const log = await this.logs.findOneBy({ id: String(id) });
    if (!log) throw notFound();
    return (await this.rows([log]))[0];
  }

  private async rows(logs: LogEntity[]): Promise<Record<string, unknown>[]> {
    const users = await this.users.describe(logs.map((log) => log.userId));
    const usernames = new Map([...users].map(([id, user]) => [id, `${user.first_name} ${user.last_name}`.trim()]));
    return logs.map((log) => ({
      id: Number(log.id),
      action: log.action,
      user_id: log.userId,
      user: log.userId !== null ? { username: usernames.get(log.userId) ?? null } : null,
      dttm: log.dttm.toISOString(),
      json: JSON.stringify(log.json),
      slice_id: log.sliceId,
      dashboard_id: log.dashboardId,
      duration_ms: log.durationMs,
      referrer: log.referrer,
    }));
  }
}
