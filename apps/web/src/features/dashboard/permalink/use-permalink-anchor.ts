import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { StateWithDashboard } from '../dashboard.selectors';
import { scrollToLayoutComponent } from './anchor-scroll';

/** The anchor of the opened permalink, once its dashboard has loaded, if the layout still has that component. */
function selectLoadedAnchor({ dashboard }: StateWithDashboard): string | null {
  const anchor = dashboard.restore?.anchor;
  return dashboard.status === 'loaded' && typeof anchor === 'string' && Object.hasOwn(dashboard.layout, anchor) ? anchor : null;
}

/**
 * Once a permalink's dashboard has loaded, brings the component the link anchors into view (its tabs
 * are already selected by the load). Runs once per opened link, not on later renders.
 */
export function usePermalinkAnchor(): void {
  const anchor = useSelector(selectLoadedAnchor);
  useEffect(() => (anchor ? scrollToLayoutComponent(document.body, anchor) : undefined), [anchor]);
}
