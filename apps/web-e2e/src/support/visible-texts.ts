import type { Page } from 'playwright-core';

/** A text the page shows, with a short description of where (for the failure message). */
export interface VisibleText {
  text: string;
  where: string;
}

/**
 * Every text a person sees on the page: each text node under `document.body` whose element is rendered
 * (not `display: none`, `visibility: hidden` or transparent), and the placeholders of empty visible
 * fields. Whitespace is collapsed. The SQL in the editor is the user's, not the product's, and is skipped.
 */
export async function visibleTexts(page: Page): Promise<VisibleText[]> {
  return page.evaluate(() => {
    const SKIPPED = 'script, style, noscript, template, .ace_editor';
    const describe = (element: Element): string => {
      const path: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && path.length < 4; at = at.parentElement) {
        const label = at.getAttribute('aria-label') ?? at.getAttribute('role');
        const className = typeof at.className === 'string' ? at.className.split(/\s+/).filter(Boolean)[0] : undefined;
        path.unshift(`${at.tagName.toLowerCase()}${className ? `.${className}` : ''}${label ? `[${label}]` : ''}`);
      }
      return path.join(' > ');
    };
    const shown = (element: Element) =>
      !element.closest(SKIPPED) && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const texts: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (text && element && shown(element)) texts.push({ text, where: describe(element) });
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      const text = field.placeholder.replace(/\s+/g, ' ').trim();
      if (text && !field.value && shown(field)) texts.push({ text, where: `${describe(field)} (placeholder)` });
    }
    return texts;
  });
}
