import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** The CSV, Excel and columnar upload forms. */
export function registerUploadsFeature(registries?: AppRegistries): void {
  const page = (name: 'CsvUploadPage' | 'ExcelUploadPage' | 'ColumnarUploadPage') => lazyPage(() => import('./pages/UploadPage'), name);
  registerRoute({ path: PATHS.csvUpload, access: 'authenticated', page: page('CsvUploadPage') }, registries);
  registerRoute({ path: PATHS.excelUpload, access: 'authenticated', page: page('ExcelUploadPage') }, registries);
  registerRoute({ path: PATHS.columnarUpload, access: 'authenticated', page: page('ColumnarUploadPage') }, registries);
}

export { UPLOAD_KINDS } from './upload-kinds';
