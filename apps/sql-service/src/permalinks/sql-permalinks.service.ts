import { randomBytes } from 'node:crypto';
import { notFound, type Caller, type SqlPermalinkFields, type SqlPermalinkState } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SqlPermalinkEntity } from './sql-permalink.entity';

/** Links that open a new editor tab with the linked SQL; whoever has the key may read it. */
@Injectable()
export class SqlPermalinksService {
  constructor(@InjectRepository(SqlPermalinkEntity) private readonly permalinks: Repository<SqlPermalinkEntity>) {}

  async create(state: SqlPermalinkFields, caller: Caller | undefined): Promise<{ key: string }> {
    // 12 random bytes: 16 url-safe characters.
    const key = randomBytes(12).toString('base64url');
    const kept: SqlPermalinkState = { dbId: state.dbId, name: state.name, sql: state.sql };
    if (state.catalog !== undefined) kept.catalog = state.catalog;
    if (state.schema !== undefined) kept.schema = state.schema;
    if (state.autorun !== undefined) kept.autorun = state.autorun;
    if (state.templateParams !== undefined) kept.templateParams = state.templateParams;
    await this.permalinks.save(this.permalinks.create({ key, state: { ...kept }, createdBy: caller?.userId ?? null }));
    return { key };
  }

  /** The key as stored, or as the editor's shared links spell it (`kv:<key>`). */
  async get(key: string): Promise<SqlPermalinkState> {
    const permalink = await this.permalinks.findOneBy({ key: key.replace(/^kv:/, '') });
    if (!permalink) throw notFound();
    return permalink.state as unknown as SqlPermalinkState;
  }
}
