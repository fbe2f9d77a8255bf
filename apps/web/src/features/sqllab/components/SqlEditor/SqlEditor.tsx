import type { Ace } from 'ace-builds';
import { useEffect, useMemo, useRef } from 'react';
import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/ext-language_tools';
import 'ace-builds/src-noconflict/mode-sql';
import 'ace-builds/src-noconflict/theme-github';
import { SHORTCUTS, type ShortcutName } from '../../keyboard-shortcuts';
import type { EditorAnnotation } from '../../sql-validation';

const NO_ANNOTATIONS: readonly EditorAnnotation[] = [];

export interface SqlEditorProps {
  value: string;
  onChange: (sql: string) => void;
  /** The keyboard shortcuts the editor answers (run, stop, format, tabs). */
  onShortcut: (name: ShortcutName) => void;
  /** The selected text, '' when nothing is selected. */
  onSelectionChange?: (selectedText: string) => void;
  /** Suggests keywords, functions, schemas, tables and columns as the user types. */
  completer?: Ace.Completer;
  label: string;
  height?: string;
  /** Problems to mark in the gutter and under the text (live validation). */
  annotations?: readonly EditorAnnotation[];
}

/** The SQL text of a tab, in Ace's SQL mode, with live autocompletion. */
export function SqlEditor({
  value,
  onChange,
  onShortcut,
  onSelectionChange,
  completer,
  label,
  height = '240px',
  annotations = NO_ANNOTATIONS,
}: SqlEditorProps) {
  // Ace binds commands once, when it mounts; the refs let them reach the current tab.
  const shortcutRef = useRef(onShortcut);
  shortcutRef.current = onShortcut;
  const selectionRef = useRef(onSelectionChange);
  selectionRef.current = onSelectionChange;
  const editorRef = useRef<Ace.Editor | null>(null);
  const commands = useMemo(
    () =>
      SHORTCUTS.map((shortcut) => ({
        name: shortcut.name,
        bindKey: { win: shortcut.win, mac: shortcut.mac },
        exec: () => shortcutRef.current(shortcut.name),
      })),
    [],
  );
  useEffect(() => {
    // Only the database's names: ace's own text and snippet completers would drown them.
    if (editorRef.current && completer) editorRef.current.completers = [completer];
  }, [completer]);
  return (
    <div role="group" aria-label={label}>
      <AceEditor
        mode="sql"
        theme="github"
        name="sql-editor"
        width="100%"
        height={height}
        value={value}
        onChange={onChange}
        onLoad={(editor) => {
          editorRef.current = editor;
          if (completer) editor.completers = [completer];
        }}
        onSelectionChange={(selection: Ace.Selection) =>
          selectionRef.current?.(editorRef.current?.session.getTextRange(selection.getRange()) ?? '')
        }
        commands={commands}
        annotations={[...annotations]}
        enableBasicAutocompletion={completer !== undefined}
        enableLiveAutocompletion={completer !== undefined}
        editorProps={{ $blockScrolling: true }}
        setOptions={{ showPrintMargin: false, tabSize: 2, useWorker: false, textInputAriaLabel: label }}
      />
    </div>
  );
}
