import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SqlPermalinkEntity } from './sql-permalink.entity';
import { SqlPermalinksHandlers } from './sql-permalinks.handlers';
import { SqlPermalinksService } from './sql-permalinks.service';

@Module({
  imports: [TypeOrmModule.forFeature([SqlPermalinkEntity])],
  controllers: [SqlPermalinksHandlers],
  providers: [SqlPermalinksService],
})
export class SqlPermalinksModule {}
