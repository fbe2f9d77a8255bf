import type { DistinctReply, DistinctRequest, FavoriteType, ListResourceSpec, RequestDescriptor } from '@tessera/contracts';

/** What the shared routes (`_info`, `related`, `distinct`, favourites) need to know about a resource. */
export interface RestResourceConfig {
  /** URL name: `/api/v1/<name>/`. */
  name: string;
  /** Permission view menu (`Chart`, `Dashboard`, `Tag`). */
  viewMenu: string;
  spec: ListResourceSpec;
  /** Related columns holding users (`owners`, `created_by`), answered from the user directory. */
  userRelatedFields?: string[];
  /** Other `related/` and `distinct/` columns, answered by the owning service. */
  related?: RequestDescriptor<DistinctRequest, DistinctReply>;
  distinct?: RequestDescriptor<DistinctRequest, DistinctReply>;
  favoriteType?: FavoriteType;
}

/** The resources the gateway serves, registered by their modules at start. */
export class RestResourceRegistry {
  private readonly resources = new Map<string, RestResourceConfig>();

  register(config: RestResourceConfig): void {
    this.resources.set(config.name, config);
  }

  get(name: string): RestResourceConfig | undefined {
    return this.resources.get(name);
  }

  /** Every registered resource, for tests that must cover each one `api/v1/:resource/…` serves. */
  all(): RestResourceConfig[] {
    return [...this.resources.values()];
  }
}

/** Permission names a caller holds on a view menu, for `_info`'s `permissions`. */
export const INFO_PERMISSIONS = ['can_read', 'can_write', 'can_export', 'can_upload', 'can_tag', 'can_csv'];
