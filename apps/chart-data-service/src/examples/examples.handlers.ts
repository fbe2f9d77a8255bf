import { ExamplesStatusLookup, type ExamplesStatusReply } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { HandleRequest } from '@tessera/platform';
import { ExamplesProgress } from './examples.progress';

/** Answers whether the first start's examples are still loading (for the home page's notice). */
@Controller()
export class ExamplesHandlers {
  constructor(private readonly progress: ExamplesProgress) {}

  @HandleRequest(ExamplesStatusLookup)
  async status(): Promise<ExamplesStatusReply> {
    return { loading: await this.progress.loading() };
  }
}
