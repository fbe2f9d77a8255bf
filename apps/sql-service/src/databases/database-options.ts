import { Databases, type DistinctReply, type DistinctRequest } from '@tessera/contracts';
import type { BusClient } from '@tessera/platform';

/** `related/database` of the editor's lists: the databases the caller may use, by name, from the chart-data service. */
export async function databaseOptions(bus: BusClient, request: DistinctRequest): Promise<DistinctReply> {
  const page = await bus.request(Databases.list, {
    query: {
      filters: request.filter ? [{ col: 'database_name', opr: 'ct', value: request.filter }] : [],
      orderColumn: 'database_name',
      orderDirection: 'asc',
      page: request.page,
      pageSize: request.pageSize,
    },
  });
  return {
    count: page.count,
    result: page.result.map((database) => ({ value: database.id as number, text: String(database.database_name) })),
  };
}
