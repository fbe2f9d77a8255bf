import { badRequest, type BundleImportRequest, type BundleKind, parseBoundedJson } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

/** Multipart upload limit of an import bundle. */
export const MAX_BUNDLE_BYTES = 100 * 1024 * 1024;

export interface UploadedBundle {
  originalname: string;
  buffer: Buffer;
}

function jsonMap(value: unknown, field: string): Record<string, string> | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(serverText('%s must be given once', field));
  let parsed: unknown;
  try {
    parsed = parseBoundedJson(value);
  } catch {
    throw badRequest(serverText('%s is not valid JSON', field));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'string')) {
    throw badRequest(serverText('%s must map file names to strings', field));
  }
  return parsed as Record<string, string>;
}

function flag(value: unknown): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === 'true' || value === true;
}

/** The import form's fields (Superset's names) as a bus request. */
export function bundleImportRequest(
  resource: BundleKind,
  file: UploadedBundle | undefined,
  fields: Record<string, unknown>,
  fileField = 'formData',
): BundleImportRequest {
  if (!file) throw badRequest(serverText('Arguments are not correct: %s is required', fileField));
  return {
    resource,
    fileName: file.originalname,
    base64: file.buffer.toString('base64'),
    passwords: jsonMap(fields.passwords, 'passwords'),
    overwrite: flag(fields.overwrite),
    sshTunnelPasswords: jsonMap(fields.ssh_tunnel_passwords, 'ssh_tunnel_passwords'),
    sshTunnelPrivateKeys: jsonMap(fields.ssh_tunnel_private_keys, 'ssh_tunnel_private_keys'),
    sshTunnelPrivateKeyPasswords: jsonMap(fields.ssh_tunnel_private_key_passwords, 'ssh_tunnel_private_key_passwords'),
    syncColumns: flag(fields.sync_columns),
    syncMetrics: flag(fields.sync_metrics),
  };
}
