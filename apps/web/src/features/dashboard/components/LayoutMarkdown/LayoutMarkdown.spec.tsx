import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../testing/render-with-app';
import { initialConfigState } from '../../../config';
import { ESCAPE_MARKDOWN_HTML_FLAG, LayoutMarkdown } from './LayoutMarkdown';

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
