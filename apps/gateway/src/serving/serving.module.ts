import { Global, Module } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { AnswerCache } from './answer-cache';
import { AnswerCacheHandlers } from './answer-cache.handlers';

/** The gateway's answer cache, shared by the front door, the chart-data route and its socket, and told of invalidated chart data. */
@Global()
@Module({
  controllers: [AnswerCacheHandlers],
  providers: [
    {
      provide: AnswerCache,
      useFactory: (config: TesseraConfig) => new AnswerCache(config.http.answerCacheBytes),
      inject: [TESSERA_CONFIG],
    },
  ],
  exports: [AnswerCache],
})
export class ServingModule {}
