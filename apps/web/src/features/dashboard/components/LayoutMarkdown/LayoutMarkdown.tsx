import DOMPurify from 'dompurify';
import { marked, Marked } from 'marked';
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Button, Form, Segment, TextArea } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectFeatureFlag, type StateWithConfig } from '../../../config';

/** The tags markdown itself writes (CommonMark and GitHub tables and strikethrough). */
const MARKDOWN_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
];
const MARKDOWN_TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
/** HTML an author may add to a markdown cell (spec part 2 §5 allow-list); every other tag is stripped. */
const AUTHOR_HTML_TAGS = ['span', 'div', 'a', 'img', 'video'];

/**
 * Attributes kept on the allowed tags: links and media, their sizes and captions, classes and
 * inline style (dashboard CSS already lets editors style anything), table cell alignment and a
 * list's start as markdown writes them. No `on*` handler, `id` or `data-*` survives, and DOMPurify
 * drops `javascript:` and other script URLs from `href` and `src`.
 */
const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class', 'style', 'width', 'height', 'controls', 'poster', 'align', 'start'];

const SANITIZE_CONFIG = {
  ALLOWED_TAGS: [...MARKDOWN_TAGS, ...MARKDOWN_TABLE_TAGS, ...AUTHOR_HTML_TAGS],
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Feature flag (spec: EscapeMarkdownHtml): HTML in markdown is shown as text instead of sanitised. */
export const ESCAPE_MARKDOWN_HTML_FLAG = 'ESCAPE_MARKDOWN_HTML';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Markdown whose raw HTML (block and inline) comes out as escaped text. */
const htmlEscapingMarked = new Marked({ renderer: { html: ({ text }) => escapeHtml(text) } });

/** Whether markdown cells and chart descriptions show their HTML as text (EscapeMarkdownHtml). */
export const selectEscapeMarkdownHtml = (state: Partial<StateWithConfig>): boolean =>
  state.config ? selectFeatureFlag(ESCAPE_MARKDOWN_HTML_FLAG)(state as StateWithConfig) : false;

export interface LayoutMarkdownProps {
  id: string;
  code: unknown;
  width: string;
  height: number;
  /** In edit mode: the cell switches between its text (edit) and the rendered result (preview), and saves the text. */
  onCodeChange?: (code: string) => void;
}

/** Markdown as HTML: raw HTML sanitised to the allow-list, or escaped when `escapeHtml` is on (sanitised all the same). */
export function renderMarkdown(source: string, { escapeHtml: escape = false }: { escapeHtml?: boolean } = {}): string {
  const html = escape ? htmlEscapingMarked.parse(source, { async: false }) : marked.parse(source, { async: false });
  return DOMPurify.sanitize(html, SANITIZE_CONFIG);
}

/** A MARKDOWN component: the text rendered as sanitised (or, with the flag, escaped) HTML; in edit mode with an edit/preview switch. */
export function LayoutMarkdown({ id, code, width, height, onCodeChange }: LayoutMarkdownProps) {
  const source = typeof code === 'string' ? code : '';
  const escape = useSelector(selectEscapeMarkdownHtml);
  const html = useMemo(() => renderMarkdown(source, { escapeHtml: escape }), [source, escape]);
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
      <Button.Group size="mini" style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}>
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
          <TextArea
            aria-label={t('Markdown')}
            value={draft}
            rows={Math.max(4, Math.floor(height / 24))}
            onChange={(_event, data) => setDraft(String(data.value ?? ''))}
            onBlur={save}
          />
        </Form>
      ) : (
        // The HTML is sanitised above.
        <div className="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Segment>
  );
}
