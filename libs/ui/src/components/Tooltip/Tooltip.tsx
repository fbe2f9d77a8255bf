import type { ReactElement, ReactNode } from 'react';
import { Popup } from 'semantic-ui-react';

export interface TooltipProps {
  /** The tooltip body; nothing is attached when empty. */
  content: ReactNode;
  /** The element the tooltip describes; it must accept focus or hover handlers. */
  children: ReactElement;
  position?: 'top center' | 'bottom center' | 'left center' | 'right center';
}

/** A small dark popup shown on hover and on keyboard focus. */
export function Tooltip({ content, children, position = 'top center' }: TooltipProps) {
  if (content === null || content === undefined || content === '') return children;
  return <Popup trigger={children} content={content} on={['hover', 'focus']} position={position} inverted size="mini" role="tooltip" />;
}
