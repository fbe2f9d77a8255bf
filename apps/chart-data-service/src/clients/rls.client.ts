import { RlsClauses } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient } from '@tessera/platform';

/** Row-level-security clauses of the current caller on a dataset, as the gateway's security module rules. */
@Injectable()
export class RlsClient {
  constructor(private readonly bus: BusClient) {}

  async clausesFor(datasetId: number): Promise<string[]> {
    return (await this.bus.request(RlsClauses, { datasetId })).clauses;
  }
}
