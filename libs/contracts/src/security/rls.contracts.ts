import { IsInt, Min } from 'class-validator';
import { defineRequest } from '../bus/descriptor';

export class RlsClausesRequest {
  @IsInt() @Min(1) datasetId!: number;
}

/**
 * Served by the gateway (which owns RLS rules): the row-level-security clauses that apply to the
 * caller in the envelope (their roles, or a guest token's rules) on one dataset.
 */
export const RlsClauses = defineRequest<RlsClausesRequest, { clauses: string[] }>('security.rls.clauses', RlsClausesRequest, null, {
  timeoutMs: 5000,
});
