import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  DescribeRoles,
  DescribeUsers,
  FindUser,
  REPORT_RENDER_TOKEN_SECONDS,
  RlsClauses,
  UserAccessToken,
  UserCaller,
  type DescribeRolesRequest,
  type DescribeUsersRequest,
  type FindUserRequest,
  type RlsClausesRequest,
  type UserAccessTokenRequest,
  type UserCallerRequest,
} from '@tessera/contracts';
import { BusContext, HandleRequest } from '@tessera/platform';
import { RlsService, RoleEntity, UserEntity } from '@tessera/security';
import { DataSource, In } from 'typeorm';
import { toCaller } from '../auth/principal';
import { PrincipalResolver } from '../auth/principal.resolver';
import { AccessTokens } from '../security/access-tokens';

/** The gateway answers the services' questions about users, roles and RLS rules, which it owns. */
@Controller()
export class SecurityDirectoryHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rls: RlsService,
    private readonly principals: PrincipalResolver,
    private readonly tokens: AccessTokens,
  ) {}

  /** The clauses for the caller of the message: their roles' rules, or a guest token's. */
  @HandleRequest(RlsClauses)
  async rlsClauses(@Payload() request: RlsClausesRequest, @Ctx() context: BusContext) {
    const caller = context.caller;
    const clauses = await this.rls.clausesFor({
      datasetId: request.datasetId,
      roleNames: caller?.roles ?? [],
      guestRules: caller?.guestScope?.rls,
    });
    return { clauses };
  }

  @HandleRequest(DescribeUsers)
  async users(@Payload() request: DescribeUsersRequest) {
    const users = request.ids.length === 0 ? [] : await this.dataSource.getRepository(UserEntity).findBy({ id: In(request.ids) });
    return { users: users.map((u) => ({ id: u.id, first_name: u.firstName, last_name: u.lastName })) };
  }

  /** A user's identity for work done on their behalf (report runs): null when they are gone or inactive. */
  @HandleRequest(UserCaller)
  async userCaller(@Payload() request: UserCallerRequest) {
    const user = await this.principals.currentUser(request.userId);
    if (!user || !user.active) return { caller: null };
    const principal = await this.principals.userPrincipal(user.id, 'session', user.tokenVersion);
    if (!principal) return { caller: null };
    return { caller: toCaller(principal), ...(principal.locale ? { locale: principal.locale } : {}) };
  }

  /**
   * A five-minute access token of an active user, for a report render that opens the user's dashboard
   * in a headless browser. Not fresh (it cannot change passwords); the user's token version revokes it.
   */
  @HandleRequest(UserAccessToken)
  async userAccessToken(@Payload() request: UserAccessTokenRequest) {
    const user = await this.principals.currentUser(request.userId);
    if (!user || !user.active) return { accessToken: null };
    return { accessToken: this.tokens.issueAccess(user.id, false, user.tokenVersion, REPORT_RENDER_TOKEN_SECONDS) };
  }

  @HandleRequest(FindUser)
  async findUser(@Payload() request: FindUserRequest) {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ username: request.username, active: true });
    return { user: user ? { id: user.id, first_name: user.firstName, last_name: user.lastName } : null };
  }

  @HandleRequest(DescribeRoles)
  async roles(@Payload() request: DescribeRolesRequest) {
    const repository = this.dataSource.getRepository(RoleEntity);
    const byId = request.ids?.length ? await repository.findBy({ id: In(request.ids) }) : [];
    const byName = request.names?.length ? await repository.findBy({ name: In(request.names) }) : [];
    const roles = new Map([...byId, ...byName].map((role) => [role.id, { id: role.id, name: role.name }]));
    return { roles: [...roles.values()] };
  }
}
