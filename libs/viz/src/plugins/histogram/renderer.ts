/** Drawn by the shared bar renderer. */
export { barRenderer as renderer } from '../bar-common/bar-renderer';
