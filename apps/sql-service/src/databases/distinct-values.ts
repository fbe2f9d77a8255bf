import type { DistinctReply, DistinctRequest } from '@tessera/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** `distinct/{column}` of a list: the values of `expression` among the rows `qb` selects, filtered and paged. */
export async function distinctValues<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  expression: string,
  request: DistinctRequest,
): Promise<DistinctReply> {
  qb.andWhere(`${expression} IS NOT NULL`);
  if (request.filter)
    qb.andWhere(`CAST(${expression} AS TEXT) ILIKE :distinctFilter`, {
      distinctFilter: `%${request.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    });
  const values = await qb.select(`DISTINCT ${expression}`, 'value').orderBy('value', 'ASC').getRawMany<{ value: string }>();
  const page = values.slice(request.page * request.pageSize, (request.page + 1) * request.pageSize);
  return { count: values.length, result: page.map(({ value }) => ({ text: String(value), value })) };
}
