import { renderDescription } from './chart-description.renderer';

describe('chart description rendering', () => {
  it('renders paragraphs, headings, lists, emphasis, code and links', () => {
    expect(renderDescription('Hello **big** *world*\nsecond line\n\n# Title\n\n- one\n- `two`')).toBe(
      '<p>Hello <strong>big</strong> <em>world</em>\nsecond line</p>\n<h1>Title</h1>\n<ul>\n<li>one</li>\n<li><code>two</code></li>\n</ul>',
    );
    expect(renderDescription('See [docs](https://example.com/a?b=1&c=2)')).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2">docs</a></p>',
    );
  });

  it('escapes raw HTML and refuses script links', () => {
    expect(renderDescription('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(renderDescription('[x](javascript:alert(1))')).not.toContain('href');
  });

  it('is empty for no description', () => {
    expect(renderDescription(null)).toBe('');
    expect(renderDescription('  \n ')).toBe('');
  });
});
