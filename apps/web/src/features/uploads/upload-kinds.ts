import { PATHS } from '../../routing';
import { t } from '../../i18n';

export type UploadKind = 'csv' | 'excel' | 'columnar';

export interface UploadKindInfo {
  kind: UploadKind;
  path: string;
  /** Page title ('CSV Upload'). */
  title: () => string;
  /** The top menu's entry ('Upload CSV to database'). */
  menuLabel: () => string;
  /** File extensions the server takes for the kind. */
  extensions: readonly string[];
}

/** Superset's three upload forms, at the addresses its old form views had. */
export const UPLOAD_KINDS: readonly UploadKindInfo[] = [
  {
    kind: 'csv',
    path: PATHS.csvUpload,
    title: () => t('CSV Upload'),
    menuLabel: () => t('Upload CSV to database'),
    extensions: ['csv', 'tsv', 'txt'],
  },
  {
    kind: 'excel',
    path: PATHS.excelUpload,
    title: () => t('Excel Upload'),
    menuLabel: () => t('Upload Excel to database'),
    extensions: ['xls', 'xlsx'],
  },
  {
    kind: 'columnar',
    path: PATHS.columnarUpload,
    title: () => t('Columnar Upload'),
    menuLabel: () => t('Upload Columnar file to database'),
    extensions: ['parquet', 'zip'],
  },
];

export function uploadKind(kind: UploadKind): UploadKindInfo {
  return UPLOAD_KINDS.find((info) => info.kind === kind) as UploadKindInfo;
}

/** Whether the file's extension is one the kind takes. */
export function acceptsFile(info: UploadKindInfo, fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && info.extensions.includes(extension);
}
