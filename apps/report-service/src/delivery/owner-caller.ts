import { Inject, Injectable } from '@nestjs/common';
import { UserCaller, type Caller } from '@tessera/contracts';
import type { Locale } from '@tessera/i18n';
import { BusClient, knownLocale, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';

/** Whom a run acts as, and the language its texts are written in. */
export interface RunOwner {
  caller: Caller;
  /** The owner's chosen language, else the deployment's default (`TESSERA_DEFAULT_LOCALE`). */
  locale: Locale;
}

/**
 * The identity a run acts as: the schedule's creator while they own it, else its first owner that
 * is still an active user. Never the system or an administrator it does not belong to, so the data
 * in a report is what its owner may see (their grants and row-level security), in their language.
 */
@Injectable()
export class OwnerCaller {
  constructor(
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: Pick<TesseraConfig, 'defaultLocale'>,
  ) {}

  async of(schedule: ReportScheduleEntity): Promise<RunOwner> {
    const candidates = [
      ...new Set([
        ...(schedule.createdBy !== null && schedule.owners.includes(schedule.createdBy) ? [schedule.createdBy] : []),
        ...schedule.owners,
      ]),
    ];
    for (const userId of candidates) {
      const { caller, locale } = await this.bus.request(UserCaller, { userId });
      if (caller) return { caller, locale: knownLocale(locale) ?? this.config.defaultLocale };
    }
    throw new Error('The schedule has no active owner to run it as');
  }
}
