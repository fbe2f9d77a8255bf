// semantic-ui-react 2 (the version that works with React 18) measures its elements with
// findDOMNode and declares defaultProps on function components; React warns about both on every
// mount. Only those two warnings are filtered out.
const KNOWN = ['findDOMNode is deprecated', 'Support for defaultProps will be removed from function components'];
const consoleError = console.error.bind(console);

console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && KNOWN.some((warning) => (args[0] as string).includes(warning))) return;
  consoleError(...args);
};
