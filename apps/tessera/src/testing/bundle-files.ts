import JSZip from 'jszip';
import { parse, stringify } from 'yaml';
import type { ApiSession } from './http-test-app';
import type { LooseJson } from './loose-json';

/** An export bundle read back: its root folder and each file's parsed YAML by path below the root. */
export interface Bundle {
  root: string;
  files: Map<string, LooseJson>;
}

export async function unzipBundle(bytes: ArrayBuffer): Promise<Bundle> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => !name.endsWith('/'));
  const root = names[0].split('/')[0];
  const files = new Map<string, LooseJson>();
  for (const name of names) files.set(name.slice(root.length + 1), parse(await zip.files[name].async('string')));
  return { root, files };
}

/** Writes `files` (path below the root → content) as YAML into a zip, the way an export lays them out. */
export async function zipBundle(files: Map<string, unknown>, root = 'bundle_export_20250101T000000'): Promise<Blob> {
  const zip = new JSZip();
  for (const [path, content] of files) zip.file(`${root}/${path}`, stringify(content));
  return new Blob([await zip.generateAsync({ type: 'uint8array' })], { type: 'application/zip' });
}

/** Zip download and multipart import of one resource (`dataset`, `dashboard` …) as `session`'s user. */
export function bundleClient(session: ApiSession, resource: string) {
  return {
    download: (path: string) => session.fetch(path),
    async upload(file: Blob, fields: Record<string, string> = {}) {
      const form = new FormData();
      form.set('formData', file, 'bundle.zip');
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await session.fetch(`/api/v1/${resource}/import/`, { method: 'POST', body: form });
      return { status: response.status, body: (await response.json()) as LooseJson };
    },
  };
}
