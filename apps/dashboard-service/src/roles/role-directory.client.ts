import { DescribeRoles, ErrorCode, TesseraError, type DashboardRoleRef } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, isNotAnswering } from '@tessera/platform';

const TTL_MS = 30_000;

/** Role names for ids and ids for names, asked of the gateway (which owns roles) and kept briefly. */
@Injectable()
export class RoleDirectoryClient {
  private readonly byId = new Map<number, { role: DashboardRoleRef; at: number }>();
  private readonly byName = new Map<string, { id: number | null; at: number }>();

  constructor(private readonly bus: BusClient) {}

  async describe(ids: Iterable<number>): Promise<Map<number, DashboardRoleRef>> {
    const wanted = [...new Set(ids)];
    const now = Date.now();
    const missing = wanted.filter((id) => (this.byId.get(id)?.at ?? 0) + TTL_MS < now);
    if (missing.length > 0) for (const role of await this.ask({ ids: missing })) this.byId.set(role.id, { role, at: now });
    const found = new Map<number, DashboardRoleRef>();
    for (const id of wanted) {
      const entry = this.byId.get(id);
      if (entry) found.set(id, entry.role);
    }
    return found;
  }

  /** Ids of the named roles (the caller's roles travel by name). */
  async idsOf(names: string[]): Promise<number[]> {
    const now = Date.now();
    const missing = names.filter((name) => (this.byName.get(name)?.at ?? 0) + TTL_MS < now);
    if (missing.length > 0) {
      const roles = await this.ask({ names: missing });
      // Names that match no role are remembered too, so callers with unknown roles do not ask every time.
      for (const name of missing) this.byName.set(name, { id: null, at: now });
      for (const role of roles) {
        this.byId.set(role.id, { role, at: now });
        this.byName.set(role.name, { id: role.id, at: now });
      }
    }
    return names.map((name) => this.byName.get(name)?.id).filter((id): id is number => typeof id === 'number');
  }

  private async ask(request: { ids?: number[]; names?: string[] }): Promise<DashboardRoleRef[]> {
    try {
      return (await this.bus.request(DescribeRoles, request)).roles;
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw new TesseraError(
        ErrorCode.UNAVAILABLE,
        `Dashboard roles cannot be looked up right now: nobody answers ${DescribeRoles.subject}`,
      );
    }
  }
}
