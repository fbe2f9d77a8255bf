import { useMemo, useRef } from 'react';
import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/mode-sql';
import 'ace-builds/src-noconflict/theme-github';

export interface SqlEditorProps {
  value: string;
  onChange: (sql: string) => void;
  /** Ctrl+Enter / Cmd+Enter. */
  onRun: () => void;
  label: string;
  height?: string;
}

/** The SQL text of a tab, in Ace's SQL mode. */
export function SqlEditor({ value, onChange, onRun, label, height = '240px' }: SqlEditorProps) {
  // Ace binds commands once, when it mounts; the ref lets the shortcut run the current tab.
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const commands = useMemo(() => [{ name: 'runQuery', bindKey: { win: 'Ctrl-Enter', mac: 'Command-Enter' }, exec: () => runRef.current() }], []);
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
        commands={commands}
        editorProps={{ $blockScrolling: true }}
        setOptions={{ showPrintMargin: false, tabSize: 2, useWorker: false, textInputAriaLabel: label }}
      />
    </div>
  );
}
