import { forbidden, notFound, type Caller } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { chartViewerOf, seesAllData } from '../access/viewer';
import { DatabaseEntity } from './database.entity';

/** Loads a database the caller may see: 404 when it does not exist, 403 when they have no access to it. */
@Injectable()
export class DatabaseFinder {
  constructor(@InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>) {}

  async find(id: number, caller: Caller | undefined): Promise<DatabaseEntity> {
    const database = await this.databases.findOneBy({ id });
    if (!database) throw notFound();
    const viewer = chartViewerOf(caller);
    if (!seesAllData(viewer) && !viewer.access.allowsDatabase(database)) throw forbidden();
    return database;
  }
}
