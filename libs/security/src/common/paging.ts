import { validationFailed } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

/** A 0-based page request, as the list endpoints pass it on. */
export interface PageRequest {
  page?: number;
  pageSize?: number;
  /** Case-insensitive substring the listed names must contain. */
  search?: string;
}

/** One page of a list and the total number of matching rows. */
export interface Page<T> {
  count: number;
  result: T[];
}

/** Superset's default list page size. */
export const DEFAULT_PAGE_SIZE = 20;

/** Validated offset and limit for a page request. */
export function pageWindow(request: PageRequest = {}): { skip: number; take: number } {
  const page = request.page ?? 0;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  const fields: Record<string, string[]> = {};
  if (!Number.isInteger(page) || page < 0) fields.page = [serverText('Must be a non-negative integer.')];
  if (!Number.isInteger(pageSize) || pageSize < 1) fields.page_size = [serverText('Must be a positive integer.')];
  if (Object.keys(fields).length) throw validationFailed(fields);
  return { skip: page * pageSize, take: pageSize };
}

/** `%text%` for ILIKE with the pattern characters of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
