import fs from 'node:fs';
import path from 'node:path';

/**
 * The layout is ready for a right-to-left locale: our own styles say "start" and "end" (margin-inline-start,
 * inset-inline-end, text-align: end, …), which `<html dir>` mirrors, instead of "left" and "right", which
 * it cannot. This scan fails on a physical left/right property in the SPA's and the UI library's sources.
 * Fomantic's own classes (`floated="right"`) and the charts' drawing (libs/viz) are outside it.
 */
const REPO = path.resolve(__dirname, '../../../..');
const SCANNED = ['apps/web/src', 'libs/ui/src'];

const PHYSICAL: readonly RegExp[] = [
  // Style objects (camelCase keys).
  /\b(?:margin|padding)(?:Left|Right)\s*:/,
  /\bborder(?:Left|Right)(?:Width|Style|Color)?\s*:/,
  /\bborder(?:Top|Bottom)(?:Left|Right)Radius\s*:/,
  /\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]/,
  // CSS text (kebab-case) in style sheets and template strings.
  /\b(?:margin|padding|border)-(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\b/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
  // A side given a length (`left: 8`, `right: '1em'`, `left: 0;`); a side taken from a pointer or a
  // bounding box (`left: event.x`) is a screen coordinate, which stays physical.
  /(?<![\w-])(?:left|right)\s*:\s*(?:-?\d|['"`])/,
];

/** Physical on purpose: each entry says why the geometry does not follow the reading direction. */
const ALLOWED: readonly { file: string; text: string; why: string }[] = [
  {
    file: 'libs/ui/src/components/Loading/Loading.tsx',
    text: "left: '50%'",
    why: 'centres the spinner together with translate(-50%, -50%), a physical shift; mirrored, the pair would miss the centre',
  },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:tsx?|css|scss)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments may speak of the left bar; only code counts. Blanks them, keeping the line numbers. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** `file:line: text` for each physical property in `source`, except those allowed for `file`. */
export function physicalProperties(file: string, source: string): string[] {
  const allowed = ALLOWED.filter((entry) => entry.file === file);
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) =>
      PHYSICAL.some((pattern) => pattern.test(line)) && !allowed.some((entry) => line.includes(entry.text))
        ? [`${file}:${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe('logical CSS properties', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(REPO, dir)));
  const relative = (file: string) => path.relative(REPO, file).split(path.sep).join('/');

  it('finds the sources it checks (the scan itself works)', () => {
    expect(files.map(relative)).toEqual(
      expect.arrayContaining(['apps/web/src/main.tsx', 'libs/ui/src/components/ToastContainer/ToastContainer.tsx']),
    );
    expect(files.length).toBeGreaterThan(100);
  });

  it('recognises each physical form, and lets logical ones and screen coordinates through', () => {
    const sample = [
      "style={{ marginLeft: '0.4em' }}",
      'paddingRight: 4,',
      "borderLeft: '3px solid #ddd',",
      'borderTopRightRadius: 3,',
      "textAlign: 'right',",
      "float: 'left',",
      'right: 8,',
      "{ top: 2, left: '1em' }",
      '.x { margin-right: 4px; }',
      'body .y { position: absolute; left: 0; }',
      'td { text-align: left; }',
      '/* margin-left in a comment */ const ok = 1;',
      "style={{ marginInlineStart: '0.4em', insetInlineEnd: 8, textAlign: 'end', float: 'inline-end' }}",
      'style={{ position: "fixed", top: event.y, left: event.x }}',
      "yield race({ load: call(load), left: take('left') });",
    ].join('\n');
    expect(physicalProperties('sample.tsx', sample).map((hit) => Number(hit.split(':')[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('finds no physical left/right property in the SPA and the UI library', () => {
    const hits = files.flatMap((file) => physicalProperties(relative(file), fs.readFileSync(file, 'utf8')));
    expect(hits).toEqual([]);
  });

  it('keeps the allow-list short and current: every entry still matches its file', () => {
    const stale = ALLOWED.filter((entry) => !fs.readFileSync(path.join(REPO, entry.file), 'utf8').includes(entry.text));
    expect(stale).toEqual([]);
    expect(ALLOWED.length).toBeLessThanOrEqual(5);
  });
});
