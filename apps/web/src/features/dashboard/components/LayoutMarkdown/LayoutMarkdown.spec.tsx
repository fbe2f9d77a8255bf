import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../testing/render-with-app';
import { initialConfigState } from '../../../config';
import { ESCAPE_MARKDOWN_HTML_FLAG, LayoutMarkdown, renderMarkdown } from './LayoutMarkdown';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));

const CODE = '## Notes\n\nFigures are **net** <span class="hint">roughly</span>.<script>alert(1)</script>\n\n<div>Block</div>\n';

function renderMarkdownCell(escape: boolean) {
  renderWithApp(<LayoutMarkdown id="MARKDOWN-1" code={CODE} width="50%" height={100} />, {
    state: { config: { ...initialConfigState, featureFlags: { [ESCAPE_MARKDOWN_HTML_FLAG]: escape } } },
  });
  return document.querySelector('[data-layout-id="MARKDOWN-1"]') as HTMLElement;
}

describe('LayoutMarkdown', () => {
  it('keeps allowed HTML and drops scripts by default', () => {
    const cell = renderMarkdownCell(false);
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText('net').tagName).toBe('STRONG');
    expect(cell.querySelector('span.hint')?.textContent).toBe('roughly');
    expect(cell.querySelector('script')).toBeNull();
    expect(cell.textContent).not.toContain('<span');
  });

  it('shows HTML as text, still rendering markdown, when EscapeMarkdownHtml is on', () => {
    const cell = renderMarkdownCell(true);
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText('net').tagName).toBe('STRONG');
    expect(cell.querySelector('span.hint')).toBeNull();
    expect(cell.querySelector('div')).toBeNull();
    expect(cell.querySelector('script')).toBeNull();
    expect(cell.textContent).toContain('<span class="hint">roughly</span>');
    expect(cell.textContent).toContain('<script>alert(1)</script>');
    expect(cell.textContent).toContain('<div>Block</div>');
  });
});

/** The markdown rendered and sanitised, parsed back into a node to inspect. */
function rendered(source: string, escapeHtml = false): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(source, { escapeHtml });
  return container;
}

describe('renderMarkdown sanitising (allow-list)', () => {
  it.each([
    ['style', '<style>body { display: none }</style>'],
    ['form', '<form action="https://evil.test/"><input name="password"><button>Go</button></form>'],
    ['input', '<input type="text" value="x">'],
    ['button', '<button type="submit">Press</button>'],
    ['iframe', '<iframe src="https://evil.test/"></iframe>'],
    ['script', '<script>alert(1)</script>'],
    ['object', '<object data="x.swf"></object>'],
    ['embed', '<embed src="x.swf">'],
    ['svg', '<svg onload="alert(1)"><circle r="5"></circle></svg>'],
    ['link', '<link rel="stylesheet" href="https://evil.test/x.css">'],
    ['meta', '<meta http-equiv="refresh" content="0;url=https://evil.test/">'],
    ['textarea', '<textarea>x</textarea>'],
    ['select', '<select><option>x</option></select>'],
  ])('strips <%s>', (tag, html) => {
    const node = rendered(`Before\n\n${html}\n\nAfter`);
    expect(node.querySelector(tag)).toBeNull();
    expect(node.textContent).toContain('Before');
    expect(node.textContent).toContain('After');
  });

  it('strips the contents of style and script, not just the tags', () => {
    const node = rendered('<style>.x { color: red }</style><script>alert(1)</script>text');
    expect(node.textContent).not.toContain('color: red');
    expect(node.textContent).not.toContain('alert');
  });

  it('drops on* handlers and script URLs but keeps the elements', () => {
    const node = rendered(
      '<a href="javascript:alert(1)" onclick="alert(2)">link</a> <img src="x.png" onerror="alert(3)" alt="pic"> <div onmouseover="alert(4)" data-x="1" id="d">block</div> <a href="JaVaScRiPt:alert(5)">caps</a>',
    );
    const links = node.querySelectorAll('a');
    expect(links).toHaveLength(2);
    links.forEach((link) => {
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.hasAttribute('onclick')).toBe(false);
    });
    const image = node.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('x.png');
    expect(image.hasAttribute('onerror')).toBe(false);
    const block = node.querySelector('div') as HTMLElement;
    expect(block.textContent).toBe('block');
    expect(block.attributes).toHaveLength(0);
    expect(node.innerHTML).not.toMatch(/\bon[a-z]+=/i);
    expect(node.innerHTML).not.toMatch(/javascript:/i);
  });

  it('keeps links, images and videos with their allowed attributes', () => {
    const node = rendered(
      '<a href="https://example.com/report" title="Report" class="ref">Report</a>\n\n' +
        '<img src="https://example.com/logo.png" alt="Logo" width="120" height="40" style="float: right">\n\n' +
        '<video src="https://example.com/intro.mp4" controls width="320" poster="https://example.com/intro.png"></video>\n\n' +
        '<span class="hint">note</span>',
    );
    expect(node.querySelector('a')?.getAttribute('href')).toBe('https://example.com/report');
    expect(node.querySelector('a')?.getAttribute('title')).toBe('Report');
    expect(node.querySelector('a')?.className).toBe('ref');
    const image = node.querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      'https://example.com/logo.png',
      'Logo',
      '120',
      '40',
    ]);
    expect(image.getAttribute('style')).toContain('float');
    const video = node.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://example.com/intro.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('poster')).toBe('https://example.com/intro.png');
    expect(node.querySelector('span.hint')?.textContent).toBe('note');
  });

  it('keeps what markdown itself writes: headings, lists, emphasis, code, quotes, rules, links, images and tables', () => {
    const node = rendered(
      [
        '# One',
        '###### Six',
        '- item',
        '3. third',
        '**bold** *em* ~~gone~~ `code` [site](https://example.com) ![alt](https://example.com/a.png)',
        '> quote',
        '---',
        '```\nblock\n```',
        '| a | b |\n|:-:|---|\n| 1 | 2 |',
      ].join('\n\n'),
    );
    for (const tag of [
      'h1',
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
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
      'img',
    ]) {
      expect(node.querySelector(tag)).not.toBeNull();
    }
    expect(node.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(node.querySelector('th')?.getAttribute('align')).toBe('center');
    expect(node.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('still escapes all HTML, allowed or not, with EscapeMarkdownHtml', () => {
    const node = rendered('**bold** <img src="x.png"> <form><input></form>', true);
    expect(node.querySelector('strong')).not.toBeNull();
    expect(node.querySelector('img')).toBeNull();
    expect(node.querySelector('form')).toBeNull();
    expect(node.textContent).toContain('<img src="x.png">');
  });
});
