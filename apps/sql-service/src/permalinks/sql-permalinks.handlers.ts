import { SqlPermalinks, type SqlPermalinkCreateRequest, type SqlPermalinkKeyRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { SqlPermalinksService } from './sql-permalinks.service';

@Controller()
export class SqlPermalinksHandlers {
  constructor(private readonly permalinks: SqlPermalinksService) {}

  @HandleRequest(SqlPermalinks.create)
  create(@Payload() request: SqlPermalinkCreateRequest, @Ctx() context: BusContext) {
    return this.permalinks.create(request.state, context.caller);
  }

  @HandleRequest(SqlPermalinks.get)
  get(@Payload() request: SqlPermalinkKeyRequest) {
    return this.permalinks.get(request.key);
  }
}
