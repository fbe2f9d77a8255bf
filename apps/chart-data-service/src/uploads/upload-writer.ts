import type { EngineDatabase } from '@tessera/engines';
import { randomBytes } from 'node:crypto';
import type { UploadFrame } from './upload-frame';
import { targetType, toTargetValue, type UploadColumn } from './upload-types';

/** Rows per INSERT; keeps every statement under the drivers' parameter limits for wide files. */
const ROWS_PER_INSERT = 500;
const MAX_PARAMETERS = 30_000;

export interface TableTarget {
  schema: string | null;
  table: string;
}

/** Writes an upload frame into a table of the target database, in batches streamed from the frame. */
export class UploadWriter {
  constructor(private readonly target: EngineDatabase) {}

  private qualified({ schema, table }: TableTarget): string {
    const { quoteIdentifier } = this.target.spec.dialect;
    return schema ? `${quoteIdentifier(schema)}.${quoteIdentifier(table)}` : quoteIdentifier(table);
  }

  async exists(target: TableTarget): Promise<boolean> {
    try {
      await this.target.execute(`SELECT * FROM ${this.qualified(target)} WHERE 1 = 0`);
      return true;
    } catch {
      return false;
    }
  }

  /** A new table holding the frame; on failure the half-written table is dropped. */
  async create(target: TableTarget, frame: UploadFrame): Promise<number> {
    const { quoteIdentifier } = this.target.spec.dialect;
    const columns = frame.columns.map((c) => `${quoteIdentifier(c.name)} ${targetType(this.target.engine, c.type)}`).join(', ');
    await this.target.execute(`CREATE TABLE ${this.qualified(target)} (${columns})`);
    try {
      return await this.append(target, frame);
    } catch (error) {
      await this.drop(target).catch(() => undefined);
      throw error;
    }
  }

  /** Replaces a table only once the new one is complete, so a failed upload leaves the old data in place. */
  async replace(target: TableTarget, frame: UploadFrame): Promise<number> {
    const staging = { schema: target.schema, table: `${target.table}__upload_${randomBytes(4).toString('hex')}` };
    const rows = await this.create(staging, frame);
    await this.drop(target);
    await this.target.execute(`ALTER TABLE ${this.qualified(staging)} RENAME TO ${this.target.spec.dialect.quoteIdentifier(target.table)}`);
    return rows;
  }

  async append(target: TableTarget, frame: UploadFrame): Promise<number> {
    const { placeholder, quoteIdentifier } = this.target.spec.dialect;
    const names = frame.columns.map((c) => quoteIdentifier(c.name)).join(', ');
    const batchSize = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / frame.columns.length)));
    const { batches } = await frame.database.stream('SELECT * FROM frame', [], { batchSize });
    let written = 0;
    for await (const batch of batches) {
      const params: unknown[] = [];
      const tuples = batch.map(
        (row) => `(${frame.columns.map((column) => (params.push(valueOf(row, column)), placeholder(params.length))).join(', ')})`,
      );
      await this.target.execute(`INSERT INTO ${this.qualified(target)} (${names}) VALUES ${tuples.join(', ')}`, params);
      written += batch.length;
    }
    return written;
  }

  private async drop(target: TableTarget): Promise<void> {
    await this.target.execute(`DROP TABLE ${this.qualified(target)}`);
  }
}

function valueOf(row: Record<string, unknown>, column: UploadColumn): unknown {
  return toTargetValue(row[column.name], column.type);
}
