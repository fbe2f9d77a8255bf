import DOMPurify from 'dompurify';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import type { HandlebarsChartProps } from './handlebars.types';
import { TEMPLATE_HELPERS } from './template-helpers';
import { TemplateInterpreter } from './template-interpreter';

/** Rendered templates may lay out and style content, never run code: DOMPurify's HTML profile drops scripts, handlers and script URLs. */
const SANITIZE = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] };

/** Renders the template with the rows and sanitises the result before it reaches the page. */
export function renderTemplate(props: Pick<HandlebarsChartProps, 'template' | 'data'>): string {
  const html = new TemplateInterpreter(props.template, TEMPLATE_HELPERS).render({ data: props.data });
  return DOMPurify.sanitize(html, SANITIZE);
}

/**
 * The sanitised HTML in a shadow root, with the chart's CSS as a style element inside it, so the
 * template's classes and rules reach nothing else on the dashboard. A template that does not parse
 * or names an unknown helper fails the chart with Handlebars' message.
 */
function drawHandlebars(root: ChartRoot, props: HandlebarsChartProps): void {
  const html = renderTemplate(props);
  const host = root
    .append('div')
    .attr('class', 'tessera-handlebars')
    .style('width', '100%')
    .style('height', '100%')
    .style('overflow', 'auto');
  const shadow = (host.node() as HTMLDivElement).attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = props.style;
  const content = document.createElement('div');
  content.className = 'tessera-handlebars-content';
  content.innerHTML = html;
  shadow.append(style, content);
}

export const renderer = defineRenderer<HandlebarsChartProps>(drawHandlebars);
