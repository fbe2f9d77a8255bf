import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import { Segment } from 'semantic-ui-react';

/** HTML a markdown cell may keep besides plain formatting (spec part 2 §5 allow-list). */
const EXTRA_ALLOWED_TAGS = ['span', 'div', 'a', 'img', 'video'];

export interface LayoutMarkdownProps {
  id: string;
  code: unknown;
  width: string;
  height: number;
}

/** A MARKDOWN component: the text rendered as sanitised HTML. */
export function LayoutMarkdown({ id, code, width, height }: LayoutMarkdownProps) {
  const html = useMemo(() => {
    const source = typeof code === 'string' ? code : '';
    return DOMPurify.sanitize(marked.parse(source, { async: false }), { ADD_TAGS: EXTRA_ALLOWED_TAGS });
  }, [code]);
  return (
    <Segment
      data-layout-id={id}
      data-layout-type="MARKDOWN"
      style={{ width: `calc(${width} - 16px)`, flex: 'none', minHeight: height, margin: 0, overflow: 'auto' }}
      // The HTML is sanitised above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
