import { useEffect, useId, useState } from 'react';
import { Button, Icon, Loader, Message } from 'semantic-ui-react';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import { fetchTablePage } from '../../sqllab-editor.api';

/** Tables per page of the left bar's list. */
export const TABLE_SEARCH_PAGE_SIZE = 50;
/** Typing pauses this long before the server is asked. */
export const TABLE_SEARCH_DEBOUNCE_MS = 250;

export interface TableSearchProps {
  dbId: number;
  catalog: string | null;
  schema: string;
  onSelect: (table: string) => void;
}

interface Found {
  tables: { value: string; type: 'table' | 'view' }[];
  count: number;
}

/**
 * The schema's tables, searched and paged by the server: a warehouse with 100,000 tables sends one
 * page at a time, and 'Load more' fetches the next. Give it a `key` per database and schema: a new
 * schema starts a new search.
 */
export function TableSearch({ dbId, catalog, schema, onSelect }: TableSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [{ search, page }, setRequest] = useState({ search: '', page: 0 });
  const [found, setFound] = useState<Found>({ tables: [], count: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(
      () => setRequest((current) => (current.search === text.trim() ? current : { search: text.trim(), page: 0 })),
      TABLE_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    fetchTablePage(dbId, { schema, catalog, search, page, pageSize: TABLE_SEARCH_PAGE_SIZE }).then(
      (result) => {
        if (!current) return;
        setFound((previous) => ({ tables: page === 0 ? result.tables : [...previous.tables, ...result.tables], count: result.count }));
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(toClientError(failure).message);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [dbId, catalog, schema, search, page]);

  const more = found.tables.length < found.count;
  return (
    <div>
      <label htmlFor={`${id}-search`}>{t('Table')}</label>
      <div className="ui small fluid icon input">
        <input
          id={`${id}-search`}
          type="search"
          placeholder={t('Select table or type to search tables')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Icon name="search" />
      </div>
      {error !== null && <Message negative size="tiny" content={error} />}
      <ul aria-label={t('Tables')} style={{ listStyle: 'none', padding: 0, maxHeight: '18em', overflowY: 'auto', margin: '0.5em 0' }}>
        {found.tables.map((table) => (
          <li key={table.value}>
            <Button
              type="button"
              basic
              compact
              fluid
              size="mini"
              style={{ textAlign: 'start', boxShadow: 'none' }}
              onClick={() => onSelect(table.value)}
            >
              <Icon name={table.type === 'view' ? 'eye' : 'table'} />
              {table.value}
            </Button>
          </li>
        ))}
      </ul>
      {loading && <Loader active inline="centered" size="tiny" />}
      {!loading && error === null && found.count === 0 && <p>{t('No matching tables')}</p>}
      {!loading && more && (
        <Button
          type="button"
          basic
          fluid
          size="mini"
          content={t('Load more (%s of %s shown)', found.tables.length, found.count)}
          onClick={() => setRequest((current) => ({ ...current, page: current.page + 1 }))}
        />
      )}
    </div>
  );
}
