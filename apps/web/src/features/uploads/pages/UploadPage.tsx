import { UploadForm } from '../components/UploadForm/UploadForm';
import { uploadKind } from '../upload-kinds';

export function CsvUploadPage() {
  return <UploadForm info={uploadKind('csv')} />;
}

export function ExcelUploadPage() {
  return <UploadForm info={uploadKind('excel')} />;
}

export function ColumnarUploadPage() {
  return <UploadForm info={uploadKind('columnar')} />;
}
