/** A template that cannot be parsed; becomes INVALID_TEMPLATE_PARAMS_ERROR at the edge of the engine. */
export class TemplateSyntaxError extends Error {
  constructor(
    readonly detail: string,
    readonly line: number,
  ) {
    super(`${detail} (line ${line})`);
    this.name = 'TemplateSyntaxError';
  }
}

/** A template that parsed but failed while rendering (calling a non-function, a bad filter argument). */
export class TemplateRenderError extends Error {
  constructor(
    readonly detail: string,
    readonly line: number,
  ) {
    super(`${detail} (line ${line})`);
    this.name = 'TemplateRenderError';
  }
}
