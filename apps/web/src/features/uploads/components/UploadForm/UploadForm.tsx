import { ErrorAlert, Select } from '@tessera/ui';
import { useId, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, Header, Message, Progress } from 'semantic-ui-react';
import { PATHS } from '../../../../routing';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import { addToast } from '../../../toasts';
import { acceptsFile, type UploadKindInfo } from '../../upload-kinds';
import { fetchUploadMetadata, uploadFile, type UploadFields, type UploadMetadata, type UploadResult } from '../../uploads.api';
import { useUploadSources } from '../../use-upload-sources';

type AlreadyExists = UploadFields['already_exists'];

/** A labelled field whose control gets the label's id. */
function Field({ label, children, required }: { label: string; children: (id: string) => ReactNode; required?: boolean }) {
  const id = useId();
  return (
    <div className={required ? 'required field' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

const DELIMITERS = [',', ';', '|', '\t'].map((value) => ({ value, label: value === '\t' ? '\\t' : value }));

/**
 * One upload form (CSV, Excel or columnar): the file with a preview of its columns, the target
 * database, schema and table, the reading options of the kind, and the upload with its progress.
 */
export function UploadForm({ info }: { info: UploadKindInfo }) {
  const dispatch = useDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [metadata, setMetadata] = useState<UploadMetadata | null>(null);
  const [databaseId, setDatabaseId] = useState<number | null>(null);
  const [schema, setSchema] = useState<string | null>(null);
  const [tableName, setTableName] = useState('');
  const [alreadyExists, setAlreadyExists] = useState<AlreadyExists>('fail');
  const [delimiter, setDelimiter] = useState(',');
  const [sheetName, setSheetName] = useState<string | null>(null);
  const [headerRow, setHeaderRow] = useState('0');
  const [skipRows, setSkipRows] = useState('');
  const [rowsToRead, setRowsToRead] = useState('');
  const [decimalCharacter, setDecimalCharacter] = useState('.');
  const [nullValues, setNullValues] = useState<string[]>([]);
  const [columnDates, setColumnDates] = useState<string[]>([]);
  const [columnsRead, setColumnsRead] = useState<string[]>([]);
  const [indexColumn, setIndexColumn] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const sources = useUploadSources(databaseId);
  const isCsv = info.kind === 'csv';
  const isExcel = info.kind === 'excel';
  const uploading = progress !== null;

  const sheet = metadata?.items.find((item) => item.sheet_name === sheetName) ?? metadata?.items[0];
  const columns = (sheet?.column_names ?? []).map((name) => ({ value: name, label: name }));

  const chooseFile = async (chosen: File | null) => {
    setFile(null);
    setMetadata(null);
    setResult(null);
    setError(null);
    if (!chosen) return;
    if (!acceptsFile(info, chosen.name)) {
      setError(t('File extension is not allowed.'));
      return;
    }
    setFile(chosen);
    if (!tableName) setTableName(chosen.name.replace(/\.[^.]+$/, ''));
    try {
      const read = await fetchUploadMetadata(info.kind, chosen, isCsv ? { delimiter } : {});
      setMetadata(read);
      setSheetName(read.items[0]?.sheet_name ?? null);
    } catch (failure) {
      setError(t('Could not read the file: %s', toClientError(failure).message));
    }
  };

  const upload = async () => {
    if (!file || databaseId === null) return;
    setError(null);
    setResult(null);
    setProgress(0);
    const fields: UploadFields = {
      table_name: tableName.trim(),
      schema: schema ?? undefined,
      already_exists: alreadyExists,
      header_row: headerRow,
      skip_rows: skipRows,
      rows_to_read: rowsToRead,
      column_dates: columnDates,
      columns_read: columnsRead,
      index_column: indexColumn ?? undefined,
      ...(isCsv ? { delimiter, decimal_character: decimalCharacter, null_values: nullValues } : {}),
      ...(isExcel && sheetName ? { sheet_name: sheetName } : {}),
    };
    try {
      const uploaded = await uploadFile(databaseId, info.kind, file, fields, setProgress);
      setResult(uploaded);
      dispatch(addToast({ type: 'success', text: t('Data imported') }));
    } catch (failure) {
      setError(toClientError(failure).message);
    } finally {
      setProgress(null);
    }
  };

  const databaseOptions = (sources.databases ?? []).map((database) => ({ value: database.id, label: database.database_name }));
  const canUpload = file !== null && databaseId !== null && tableName.trim() !== '' && !uploading;

  return (
    <div style={{ maxWidth: 720 }}>
      <Header as="h1">{info.title()}</Header>
      {sources.databases?.length === 0 && !sources.error && (
        <Message warning content={t('No database accepts file uploads yet. Allow file uploads in the settings of a database first.')} />
      )}
      <form className="ui form" onSubmit={(event) => event.preventDefault()} aria-label={info.title()}>
        <Header as="h4">{t('General information')}</Header>
        <Field label={t('Upload file')} required>
          {(id) => (
            <input
              id={id}
              type="file"
              accept={info.extensions.map((extension) => `.${extension}`).join(',')}
              disabled={uploading}
              onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        {metadata && (
          <section aria-label={t('Preview uploaded file')} style={{ marginBottom: '1em' }}>
            <strong>{t('Preview uploaded file')}</strong>
            <p>
              {t('Columns')}: {columns.map((column) => column.label).join(', ')}
            </p>
          </section>
        )}
        <Field label={t('Database')} required>
          {(id) => (
            <Select<number>
              id={id}
              ariaLabel={t('Database')}
              value={databaseId}
              options={databaseOptions}
              onChange={(value) => {
                setDatabaseId(value);
                setSchema(null);
              }}
              placeholder={t('Select a database to upload the file to')}
              t={t}
            />
          )}
        </Field>
        <Field label={t('Schema')}>
          {(id) => (
            <Select<string>
              id={id}
              ariaLabel={t('Schema')}
              value={schema}
              options={sources.schemas.map((name) => ({ value: name, label: name }))}
              onChange={(value) => setSchema(value)}
              allowClear
              placeholder={t('Select a schema if the database supports this')}
              t={t}
            />
          )}
        </Field>
        <Field label={t('Table name')} required>
          {(id) => (
            <input
              id={id}
              type="text"
              value={tableName}
              onChange={(event) => setTableName(event.target.value)}
              placeholder={t('Name of table to be created')}
            />
          )}
        </Field>
        {isCsv && (
          <Field label={t('Delimiter')}>
            {(id) => (
              <Select<string>
                id={id}
                ariaLabel={t('Delimiter')}
                value={delimiter}
                options={DELIMITERS}
                freeForm
                onChange={(value) => setDelimiter(value ?? ',')}
                t={t}
              />
            )}
          </Field>
        )}
        {isExcel && metadata && (
          <Field label={t('Sheet name')}>
            {(id) => (
              <Select<string>
                id={id}
                ariaLabel={t('Sheet name')}
                value={sheetName}
                options={metadata.items.map((item) => ({ value: item.sheet_name ?? '', label: item.sheet_name ?? '' }))}
                onChange={(value) => setSheetName(value)}
                t={t}
              />
            )}
          </Field>
        )}
        <Header as="h4">{t('File settings')}</Header>
        <Field label={t('If table already exists')}>
          {(id) => (
            <Select<string>
              id={id}
              ariaLabel={t('If table already exists')}
              value={alreadyExists}
              options={[
                { value: 'fail', label: t('Fail') },
                { value: 'replace', label: t('Replace') },
                { value: 'append', label: t('Append') },
              ]}
              onChange={(value) => setAlreadyExists((value ?? 'fail') as AlreadyExists)}
              t={t}
            />
          )}
        </Field>
        <Field label={t('Columns to be parsed as dates')}>
          {(id) => (
            <Select<string>
              id={id}
              ariaLabel={t('Columns to be parsed as dates')}
              mode="multiple"
              value={columnDates}
              options={columns}
              onChange={setColumnDates}
              t={t}
            />
          )}
        </Field>
        {isCsv && (
          <>
            <Field label={t('Decimal character')}>
              {(id) => (
                <input
                  id={id}
                  type="text"
                  maxLength={1}
                  value={decimalCharacter}
                  onChange={(event) => setDecimalCharacter(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('Null Values')}>
              {(id) => (
                <Select<string>
                  id={id}
                  ariaLabel={t('Null Values')}
                  mode="multiple"
                  freeForm
                  value={nullValues}
                  options={[]}
                  onChange={setNullValues}
                  t={t}
                />
              )}
            </Field>
          </>
        )}
        <Header as="h4">{t('Columns')}</Header>
        <Field label={t('Columns to read')}>
          {(id) => (
            <Select<string>
              id={id}
              ariaLabel={t('Columns to read')}
              mode="multiple"
              value={columnsRead}
              options={columns}
              onChange={setColumnsRead}
              t={t}
            />
          )}
        </Field>
        <Field label={t('Index column')}>
          {(id) => (
            <Select<string>
              id={id}
              ariaLabel={t('Index column')}
              value={indexColumn}
              options={columns}
              allowClear
              onChange={(value) => setIndexColumn(value)}
              t={t}
            />
          )}
        </Field>
        {info.kind !== 'columnar' && (
          <>
            <Header as="h4">{t('Rows')}</Header>
            <Field label={t('Header row')}>
              {(id) => <input id={id} type="number" min={0} value={headerRow} onChange={(event) => setHeaderRow(event.target.value)} />}
            </Field>
            <Field label={t('Rows to read')}>
              {(id) => <input id={id} type="number" min={1} value={rowsToRead} onChange={(event) => setRowsToRead(event.target.value)} />}
            </Field>
            <Field label={t('Skip rows')}>
              {(id) => <input id={id} type="number" min={0} value={skipRows} onChange={(event) => setSkipRows(event.target.value)} />}
            </Field>
          </>
        )}
        {uploading && (
          <Progress
            percent={Math.round((progress ?? 0) * 100)}
            progress
            indicating
            role="progressbar"
            aria-label={t('Upload progress')}
            aria-valuenow={Math.round((progress ?? 0) * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          />
        )}
        {(error || sources.error) && <ErrorAlert message={error ?? sources.error} t={t} />}
        {result && (
          <Message positive role="status">
            <Message.Header>{t('Data imported')}</Message.Header>
            <p>
              {t('%s rows were written to %s.', result.rows, result.schema ? `${result.schema}.${result.table_name}` : result.table_name)}{' '}
              <Link to={PATHS.datasetList}>{t('Datasets')}</Link>
            </p>
          </Message>
        )}
        <Button type="button" primary disabled={!canUpload} loading={uploading} onClick={() => void upload()} style={{ marginTop: '1em' }}>
          {t('Upload')}
        </Button>
      </form>
    </div>
  );
}
