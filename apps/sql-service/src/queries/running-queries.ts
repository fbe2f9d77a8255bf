import { Injectable } from '@nestjs/common';

/** The queries this replica is running, by client id, so a stop request can cancel them in the database. */
@Injectable()
export class RunningQueries {
  private readonly controllers = new Map<string, AbortController>();

  start(clientId: string): AbortSignal {
    const controller = new AbortController();
    this.controllers.set(clientId, controller);
    return controller.signal;
  }

  finish(clientId: string): void {
    this.controllers.delete(clientId);
  }

  /** True when this replica was running the query. */
  cancel(clientId: string): boolean {
    const controller = this.controllers.get(clientId);
    controller?.abort();
    return controller !== undefined;
  }
}
