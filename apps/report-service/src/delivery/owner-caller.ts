import { Injectable } from '@nestjs/common';
import { UserCaller, type Caller } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';

/**
 * The identity a run acts as: the schedule's creator while they own it, else its first owner that
 * is still an active user. Never the system or an administrator it does not belong to, so the data
 * in a report is what its owner may see (their grants and row-level security).
 */
@Injectable()
export class OwnerCaller {
  constructor(private readonly bus: BusClient) {}

  async of(schedule: ReportScheduleEntity): Promise<Caller> {
    const candidates = [
      ...new Set([
        ...(schedule.createdBy !== null && schedule.owners.includes(schedule.createdBy) ? [schedule.createdBy] : []),
        ...schedule.owners,
      ]),
    ];
    for (const userId of candidates) {
      const { caller } = await this.bus.request(UserCaller, { userId });
      if (caller) return caller;
    }
    throw new Error('The schedule has no active owner to run it as');
  }
}
