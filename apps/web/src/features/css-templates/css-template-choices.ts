import type { CssTemplateView } from '@tessera/contracts/web';
import { apiClient, encodeRison } from '../../api';

/** A template as the dashboard properties offer it: its name, and the CSS choosing it fills in. */
export type CssTemplateChoice = Pick<CssTemplateView, 'id' | 'template_name' | 'css'>;

/** The list endpoint's largest page: Superset's template picker offers one page too. */
const CHOICES_PAGE_SIZE = 100;

/** The CSS templates by name, for the dashboard properties' 'CSS template' choice. */
export async function fetchCssTemplateChoices(): Promise<CssTemplateChoice[]> {
  const body = await apiClient.get<{ result: CssTemplateView[] }>('/api/v1/css_template/', {
    query: { q: encodeRison({ order_column: 'template_name', order_direction: 'asc', page: 0, page_size: CHOICES_PAGE_SIZE }) },
  });
  return body.result.map(({ id, template_name, css }) => ({ id, template_name, css }));
}
