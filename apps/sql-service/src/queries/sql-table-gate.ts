import { PhysicalDatasetIdsLookup, RlsClauses, type Caller, type DatabaseConnectionInfo } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient } from '@tessera/platform';
import { renderSqlTemplate } from '../templates/sql-template.processor';
import type { RowFilter, TableAdmission } from './script-preparation';
import { assertSqlAccess, type PhysicalDatasetIdsOf } from './sql-access';
import { rowFilterFor, type RlsClausesOf } from './sql-row-level-security';

/**
 * What the SQL editor asks about the tables a script references before it sends the script to a
 * warehouse: may the caller read each one, and which rows (row-level security). Datasets are the
 * chart-data service's and RLS rules the gateway's, so both are asked over the bus, as the caller.
 */
@Injectable()
export class SqlTableGate {
  constructor(private readonly bus: BusClient) {}

  /** The access check, then the caller's row filter, for a run of `prepareScript`. */
  admission(database: DatabaseConnectionInfo, editorSchema: string | null, caller: Caller | undefined): TableAdmission {
    const physicalDatasetIdsOf = this.physicalDatasetIdsFor(caller);
    return async (tables): Promise<RowFilter | null> => {
      await assertSqlAccess(database, tables, editorSchema, caller, physicalDatasetIdsOf);
      return rowFilterFor(database, tables, editorSchema, caller, { physicalDatasetIdsOf, rlsClausesOf: this.rlsClausesFor(caller) });
    };
  }

  private physicalDatasetIdsFor(caller: Caller | undefined): PhysicalDatasetIdsOf {
    return async (request) => (await this.bus.request(PhysicalDatasetIdsLookup, request, { caller })).dataset_ids;
  }

  /** Templates in a clause (`{{ current_username() }}`) render as in the editor's own SQL. */
  private rlsClausesFor(caller: Caller | undefined): RlsClausesOf {
    const user = { id: caller?.userId ?? null, username: caller?.username ?? '' };
    return async (datasetId) =>
      (await this.bus.request(RlsClauses, { datasetId }, { caller })).clauses.map((clause) => renderSqlTemplate(clause, {}, user));
  }
}
