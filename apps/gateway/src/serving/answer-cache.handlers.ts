import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ChartDataInvalidated, type ChartDataInvalidatedEvent } from '@tessera/contracts';
import { OnEvent } from '@tessera/platform';
import { AnswerCache } from './answer-cache';

/** Every gateway replica hears of invalidated chart data, wherever it was asked for, and drops those datasets' answers. */
@Controller()
export class AnswerCacheHandlers {
  constructor(private readonly answers: AnswerCache) {}

  @OnEvent(ChartDataInvalidated, { fanout: true })
  chartDataInvalidated(@Payload() event: ChartDataInvalidatedEvent): void {
    for (const id of event.dataset_ids) this.answers.forgetDataset(id);
  }
}
