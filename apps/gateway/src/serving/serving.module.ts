import { Global, Module } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { AnswerCache } from './answer-cache';

/** The gateway's answer cache, shared by the front door, the chart-data route and its socket. */
@Global()
@Module({
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
