import type { ErrorPanelProps } from './error-panel.types';
import { getErrorPanel } from './getErrorPanel';

/** Renders the panel that fits `error.error_type` (see {@link getErrorPanel}). */
export function ErrorPanel(props: ErrorPanelProps) {
  const Panel = getErrorPanel(props.error);
  return <Panel {...props} />;
}
