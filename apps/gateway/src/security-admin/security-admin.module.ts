import { Module } from '@nestjs/common';
import { ObjectPermissionService, PermissionResolver } from '@tessera/security';
import { DataSource } from 'typeorm';
import { AuthModule } from '../auth/auth.module';
import { ObjectPermissionsBootstrap } from './object-permissions.bootstrap';
import { ObjectPermissionsHandlers } from './object-permissions.handlers';
import { ObjectPermissionsSync } from './object-permissions.sync';
import { RolesController } from './roles.controller';
import { SecurityDirectoryHandlers } from './security-directory.handlers';
import { UserAvatarsController } from './user-avatars.controller';
import { UsersController } from './users.controller';

/**
 * User and role administration, users' avatars, the users/roles directory the services ask over the bus, and the
 * per-object permission views that follow databases and datasets.
 */
@Module({
  imports: [AuthModule],
  controllers: [UsersController, UserAvatarsController, RolesController, SecurityDirectoryHandlers, ObjectPermissionsHandlers],
  providers: [
    {
      provide: ObjectPermissionService,
      useFactory: (dataSource: DataSource, resolver: PermissionResolver) => new ObjectPermissionService(dataSource, resolver),
      inject: [DataSource, PermissionResolver],
    },
    ObjectPermissionsSync,
    ObjectPermissionsBootstrap,
  ],
})
export class SecurityAdminModule {}
