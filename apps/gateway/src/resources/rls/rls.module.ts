import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { RlsController } from './rls.controller';

@Module({ imports: [AuthModule], controllers: [RlsController] })
export class RlsRestModule {}
