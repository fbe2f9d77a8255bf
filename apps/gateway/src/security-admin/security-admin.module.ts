import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RolesController } from './roles.controller';
import { SecurityDirectoryHandlers } from './security-directory.handlers';
import { UsersController } from './users.controller';

/** User and role administration, and the users/roles directory the services ask over the bus. */
@Module({
  imports: [AuthModule],
  controllers: [UsersController, RolesController, SecurityDirectoryHandlers],
})
export class SecurityAdminModule {}
