import { useEffect, useState } from 'react';
import { t } from '../../../../i18n';
import { timeAgo } from './relative-time';

/** How often the label is worked out again, so '2 minutes ago' keeps up with the clock. */
export const LAST_UPDATED_REFRESH_MS = 60_000;

/** 'Last updated a few seconds ago': when the dashboard's charts last received data, kept current every minute. */
export function LastUpdatedLabel({ updatedAt }: { updatedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), LAST_UPDATED_REFRESH_MS);
    return () => clearInterval(timer);
  }, [updatedAt]);
  return <span className="dashboard-last-updated">{t('Last updated %s', timeAgo(updatedAt, now))}</span>;
}
