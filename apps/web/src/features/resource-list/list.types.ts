import type { FetchDataConfig } from '@tessera/ui';
import type { ClientError } from '../../api';

/** One page of a list as the server answered it. */
export interface ListPage<T> {
  rows: T[];
  count: number;
}

/** How a list page talks to its resource; each feature's api module provides one. */
export interface ListResource<T> {
  /** Resource name as in the URL (`chart`), for `_info` and favourites. */
  resource: string;
  fetchPage(config: FetchDataConfig): Promise<ListPage<T>>;
  /** Deletes the rows; answers the server's message (`Deleted 2 charts`). Read-only lists leave it out. */
  deleteRows?(rows: readonly T[]): Promise<string>;
  /** The row's name in messages. */
  rowName(row: T): string;
  /** Whether the resource answers `favorite_status/` (charts, dashboards, tags). */
  favorites?: boolean;
  /** Whether `_info` is served, to learn the caller's permissions on it. */
  info?: boolean;
  /** Failed loads only show where the list is (small home-page lists), without a toast. */
  quiet?: boolean;
}

export interface ListState {
  /** The listed resource as in the URL (`dataset`), for the tools that depend on it. */
  resource: string;
  rows: unknown[];
  count: number;
  loading: boolean;
  error: ClientError | null;
  /** The request of the rows shown, so a refresh asks again for the same page. */
  config: FetchDataConfig | null;
  /** The caller's permissions on the resource (`can_write` …) from `_info`; null until known. */
  permissions: string[] | null;
  deleting: boolean;
}
