import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useEffect, useMemo, useState } from 'react';
import { Button, Form, Segment, TextArea } from 'semantic-ui-react';
import { t } from '../../../../i18n';

/** HTML a markdown cell may keep besides plain formatting (spec part 2 §5 allow-list). */
const EXTRA_ALLOWED_TAGS = ['span', 'div', 'a', 'img', 'video'];

export interface LayoutMarkdownProps {
  id: string;
  code: unknown;
  width: string;
  height: number;
  /** In edit mode: the cell switches between its text (edit) and the rendered result (preview), and saves the text. */
  onCodeChange?: (code: string) => void;
}

export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(marked.parse(source, { async: false }), { ADD_TAGS: EXTRA_ALLOWED_TAGS });
}

/** A MARKDOWN component: the text rendered as sanitised HTML; in edit mode with an edit/preview switch. */
export function LayoutMarkdown({ id, code, width, height, onCodeChange }: LayoutMarkdownProps) {
  const source = typeof code === 'string' ? code : '';
  const html = useMemo(() => renderMarkdown(source), [source]);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(source);
  useEffect(() => {
    if (!editing) setDraft(source);
  }, [source, editing]);

  const style = { width: `calc(${width} - 16px)`, flex: 'none', minHeight: height, margin: 0, overflow: 'auto' } as const;
  if (!onCodeChange) {
    // The HTML is sanitised above.
    return <Segment data-layout-id={id} data-layout-type="MARKDOWN" style={style} dangerouslySetInnerHTML={{ __html: html }} />;
  }

  const save = () => {
    if (draft !== source) onCodeChange(draft);
  };
  return (
    <Segment data-layout-id={id} data-layout-type="MARKDOWN" style={{ ...style, position: 'relative', paddingTop: 36 }}>
      <Button.Group size="mini" style={{ position: 'absolute', top: 4, right: 4 }}>
        <Button type="button" active={editing} onClick={() => setEditing(true)}>
          {t('Edit')}
        </Button>
        <Button
          type="button"
          active={!editing}
          onClick={() => {
            save();
            setEditing(false);
          }}
        >
          {t('Preview')}
        </Button>
      </Button.Group>
      {editing ? (
        <Form>
          <TextArea aria-label={t('Markdown')} value={draft} rows={Math.max(4, Math.floor(height / 24))} onChange={(_event, data) => setDraft(String(data.value ?? ''))} onBlur={save} />
        </Form>
      ) : (
        // The HTML is sanitised above.
        <div className="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Segment>
  );
}
