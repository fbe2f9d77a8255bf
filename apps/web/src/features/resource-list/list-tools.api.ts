import type { ImportRequest, SelectOptionsLoader } from '@tessera/ui';
import { ApiError, apiClient, encodeRison } from '../../api';
import type { TaggableType } from './list-tools';
import { postMultipart } from './multipart';

/** Superset's import form: the bundle as `formData`, secrets as JSON maps keyed by bundle file. */
function importForm(request: ImportRequest): FormData {
  const form = new FormData();
  form.append('formData', request.file);
  if (request.overwrite) form.append('overwrite', 'true');
  const maps = {
    passwords: request.passwords,
    ssh_tunnel_passwords: request.sshTunnelPasswords,
    ssh_tunnel_private_keys: request.sshTunnelPrivateKeys,
    ssh_tunnel_private_key_passwords: request.sshTunnelPrivateKeyPasswords,
  };
  for (const [field, values] of Object.entries(maps)) if (Object.keys(values).length > 0) form.append(field, JSON.stringify(values));
  return form;
}

/**
 * `POST /api/v1/<resource>/import/`. A refusal rejects with the server's `errors` list, which the
 * import dialog reads to ask for passwords or an overwrite.
 */
export async function importBundle(resource: string, request: ImportRequest): Promise<void> {
  try {
    await postMultipart<unknown>(`/api/v1/${resource}/import/`, importForm(request));
  } catch (error) {
    if (error instanceof ApiError) throw { errors: error.detail.errors, message: error.detail.message };
    throw error;
  }
}

/** `GET /api/v1/<resource>/export/?q=!(ids)`: the zip bundle of the rows. */
export function exportBundleUrl(resource: string, ids: readonly number[]): string {
  return `/api/v1/${resource}/export/?q=${encodeURIComponent(encodeRison(ids))}`;
}

/** Lets the browser download the bundle (the server answers it as an attachment). */
export function downloadBundle(resource: string, ids: readonly number[]): void {
  const link = document.createElement('a');
  link.href = exportBundleUrl(resource, ids);
  link.download = '';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export interface BulkTagResult {
  objects_tagged: [TaggableType, number][];
  objects_skipped: [TaggableType, number][];
}

/** `POST /api/v1/tag/bulk_create`: every named tag (created when new) on every object. */
export async function bulkTag(tagNames: readonly string[], type: TaggableType, ids: readonly number[]): Promise<BulkTagResult> {
  const objects = ids.map((id) => [type, id]);
  const body = await apiClient.post<{ result: BulkTagResult }>('/api/v1/tag/bulk_create', {
    tags: tagNames.map((name) => ({ name, objects_to_tag: objects })),
  });
  return body.result;
}

/** Custom tags whose name contains the search, for the tag picker. */
export const customTagOptions: SelectOptionsLoader<string> = async (search, page, pageSize) => {
  const filters = [{ col: 'type', opr: 'eq', value: 1 }, ...(search ? [{ col: 'name', opr: 'ct', value: search }] : [])];
  const body = await apiClient.get<{ count: number; result: { name: string }[] }>('/api/v1/tag/', {
    query: { q: encodeRison({ filters, order_column: 'name', order_direction: 'asc', page, page_size: pageSize }) },
  });
  return { totalCount: body.count, data: body.result.map((tag) => ({ label: tag.name, value: tag.name })) };
};
