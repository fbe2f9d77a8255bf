import type { Ace } from 'ace-builds';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { PaneTable } from '../../completion/completion-names';
import { useSqlCompleter } from '../../completion/use-sql-completer';
import type { ShortcutName } from '../../keyboard-shortcuts';
import * as editorApi from '../../sqllab-editor.api';
import { SqlEditor } from './SqlEditor';

jest.mock('../../sqllab-editor.api');
const mocked = jest.mocked(editorApi);

const paneTables: PaneTable[] = [{ schema: 'public', name: 'orders', columns: [{ name: 'placed_at' }, { name: 'order_total' }] }];

function Harness({
  onShortcut = () => undefined,
  onSelectionChange,
}: {
  onShortcut?: (name: ShortcutName) => void;
  onSelectionChange?: (text: string) => void;
}) {
  const [sql, setSql] = useState('');
  const completer = useSqlCompleter({
    dbId: 3,
    catalog: null,
    schema: 'public',
    backend: 'postgresql',
    schemas: ['public', 'sales'],
    paneTables,
  });
  return (
    <SqlEditor
      label="SQL editor"
      value={sql}
      onChange={setSql}
      onShortcut={onShortcut}
      onSelectionChange={onSelectionChange}
      completer={completer}
    />
  );
}

/** Ace's hidden text input inside the editor's group. */
const editorInput = () => screen.getByRole('group', { name: 'SQL editor' }).querySelector('textarea') as HTMLTextAreaElement;

type EditorWithCompleter = Ace.Editor & { completer?: { popup?: { isOpen: boolean; data: { value: string }[] } } };

const aceEditor = () => (document.querySelector('.ace_editor') as unknown as { env: { editor: EditorWithCompleter } }).env.editor;

/**
 * Types as the keyboard does in ace (its `insertstring` command, which live autocompletion follows);
 * jsdom has no text input events ace understands.
 */
async function typeInEditor(text: string) {
  const editor = aceEditor();
  for (const char of text) {
    act(() => void editor.execCommand('insertstring', char));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** The names in ace's completion popup (`.ace_autocomplete`), once it is open. */
function popupItems(): string[] {
  const popup = aceEditor().completer?.popup;
  expect(document.querySelector('.ace_autocomplete')).not.toBeNull();
  return popup?.isOpen ? popup.data.map((item) => item.value) : [];
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.fetchFunctionNames.mockResolvedValue(['jsonb_path_query', 'date_trunc']);
  mocked.fetchTablePage.mockImplementation(async (_dbId, { schema, page }) =>
    page > 0
      ? { count: 2, tables: [] }
      : {
          count: 2,
          tables:
            schema === 'sales'
              ? [
                  { value: 'invoices', type: 'table' },
                  { value: 'order_lines', type: 'table' },
                ]
              : [
                  { value: 'orders', type: 'table' },
                  { value: 'customers', type: 'table' },
                ],
        },
  );
});

describe('SqlEditor', () => {
  it('pops up the tables of the tab schema while typing a table name', async () => {
    render(<Harness />);
    await typeInEditor('SELECT * FROM ord');
    await waitFor(() => expect(popupItems()).toEqual(expect.arrayContaining(['orders', 'order_total', 'ORDER'])));
    expect(popupItems()).not.toContain('order_lines');
    expect(mocked.fetchTablePage).toHaveBeenCalledWith(3, { schema: 'public', catalog: null, search: '', page: 0, pageSize: 1000 });
  });

  it('after `schema.` suggests that schema’s tables, fetched when first used', async () => {
    render(<Harness />);
    await typeInEditor('SELECT * FROM sales.');
    await waitFor(() => expect(popupItems()).toEqual(['invoices', 'order_lines']));
    expect(mocked.fetchTablePage).toHaveBeenCalledWith(3, expect.objectContaining({ schema: 'sales', page: 0 }));
  });

  it('after `table.` suggests the columns of that table pane', async () => {
    render(<Harness />);
    await typeInEditor('SELECT orders.');
    await waitFor(() => expect(popupItems()).toEqual(['order_total', 'placed_at']));
  });

  it("offers the functions the database reports (GET /database/{id}/function_names/), as Superset's editor does", async () => {
    render(<Harness />);
    await typeInEditor('SELECT jsonb_pa');
    await waitFor(() => expect(popupItems()).toEqual(['jsonb_path_query']));
    expect(mocked.fetchFunctionNames).toHaveBeenCalledWith(3);
  });

  it('answers the run shortcut and reports the selected text', async () => {
    const onShortcut = jest.fn();
    const onSelectionChange = jest.fn();
    render(<Harness onShortcut={onShortcut} onSelectionChange={onSelectionChange} />);
    await typeInEditor('SELECT 1');
    act(() => aceEditor().selection.selectLine());
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith('SELECT 1'));
    fireEvent.keyDown(editorInput(), { key: 'Enter', code: 'Enter', keyCode: 13, ctrlKey: true });
    expect(onShortcut).toHaveBeenCalledWith('runQuery');
    fireEvent.keyDown(editorInput(), { key: ']', code: 'BracketRight', keyCode: 221, ctrlKey: true });
    expect(onShortcut).toHaveBeenLastCalledWith('nextTab');
  });
});
