import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ContextMenuEvent, QueryFormData } from '@tessera/viz';
import { t } from '../../i18n';
import type { DrillFilter } from './chart-actions.api';
import { DrillDetailModal } from './DrillDetailModal';

export interface DrillContextMenuProps {
  chartName: string;
  formData: QueryFormData;
  /** The right-click the chart reported; null when no menu is open. */
  event: ContextMenuEvent | null;
  onClose: () => void;
}

/** One entry per value of the mark ('Drill to detail by CA'), plus all of them together when there are several. */
export function drillChoices(event: ContextMenuEvent): { key: string; label: string; filters: DrillFilter[] }[] {
  const single = event.filters.map((filter, index) => ({
    key: `by-${index}`,
    label: t('Drill to detail by %s', String(filter.val)),
    filters: [filter],
  }));
  if (event.filters.length < 2) return single;
  return [...single, { key: 'by-all', label: t('Drill to detail by all'), filters: [...event.filters] }];
}

/** The small menu a right-click on a mark opens: drill to detail by the mark's values, or by the whole chart. */
export function DrillContextMenu({ chartName, formData, event, onClose }: DrillContextMenuProps) {
  const [drill, setDrill] = useState<DrillFilter[] | null>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!event) return undefined;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (pointer: MouseEvent) => {
      if (!menu.current?.contains(pointer.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [event]);

  const choose = (filters: DrillFilter[]) => {
    setDrill(filters);
    onClose();
  };
  const entries = event ? [{ key: 'all', label: t('Drill to detail'), filters: [] as DrillFilter[] }, ...drillChoices(event)] : [];

  return (
    <>
      {event &&
        createPortal(
          <div className="ui dropdown active visible" style={{ position: 'fixed', top: event.y, left: event.x, zIndex: 1100 }}>
            <div
              ref={menu}
              role="menu"
              aria-label={t('Drill to detail')}
              className="menu transition visible"
              style={{ display: 'block', position: 'static' }}
              onKeyDown={(key) => key.key === 'Escape' && onClose()}
            >
              {entries.map((entry) => (
                <div
                  key={entry.key}
                  role="menuitem"
                  tabIndex={-1}
                  className="item"
                  onClick={() => choose(entry.filters)}
                  onKeyDown={(key) => (key.key === 'Enter' || key.key === ' ') && choose(entry.filters)}
                >
                  {entry.label}
                </div>
              ))}
            </div>
          </div>,
          document.body,
        )}
      {drill && <DrillDetailModal chartName={chartName} formData={formData} filters={drill} onClose={() => setDrill(null)} />}
    </>
  );
}
