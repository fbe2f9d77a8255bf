// semantic-ui-react 2 locates DOM nodes with React's deprecated findDOMNode and declares
// defaultProps on function components (see the dependency notes: it works on React 18 but warns).
// Those warnings say nothing about our code, so they are dropped to keep real warnings visible.
const LIBRARY_WARNINGS = ['findDOMNode is deprecated', 'Support for defaultProps will be removed from function components'];
const originalError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((message?: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && LIBRARY_WARNINGS.some((warning) => message.includes(warning))) return;
    originalError(message, ...rest);
  });
});
