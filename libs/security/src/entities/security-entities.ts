import { ApiKeyEntity } from './api-key.entity';
import { PermissionViewRoleEntity } from './permission-view-role.entity';
import { PermissionViewEntity } from './permission-view.entity';
import { PermissionEntity } from './permission.entity';
import { RlsFilterRoleEntity } from './rls-filter-role.entity';
import { RlsFilterTableEntity } from './rls-filter-table.entity';
import { RlsFilterEntity } from './rls-filter.entity';
import { RoleEntity } from './role.entity';
import { UserRoleEntity } from './user-role.entity';
import { UserEntity } from './user.entity';
import { ViewMenuEntity } from './view-menu.entity';

/** Every entity of the security schema, for the owning `DataSource`'s `entities`. */
export const SECURITY_ENTITIES = [
  UserEntity,
  RoleEntity,
  UserRoleEntity,
  PermissionEntity,
  ViewMenuEntity,
  PermissionViewEntity,
  PermissionViewRoleEntity,
  RlsFilterEntity,
  RlsFilterRoleEntity,
  RlsFilterTableEntity,
  ApiKeyEntity,
];
