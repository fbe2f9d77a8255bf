import { Module } from '@nestjs/common';
import { SpaController } from './spa.controller';

/** Imported last: its catch-all GET must come after every other route. */
@Module({ controllers: [SpaController] })
export class SpaModule {}
