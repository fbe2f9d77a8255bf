import type { TranslateFn } from '../../i18n-context';

/** Names whom to ask on chart errors ('Please reach out to the Chart Owner(s) for assistance.'). */
export function ChartOwners({ owners, t }: { owners: readonly string[]; t: TranslateFn }) {
  if (owners.length === 0) return null;
  const plural = owners.length > 1;
  return (
    <div style={{ marginTop: '0.5em' }}>
      <p style={{ margin: 0 }}>
        {plural ? t('Please reach out to the Chart Owners for assistance.') : t('Please reach out to the Chart Owner for assistance.')}
      </p>
      <p style={{ margin: 0 }}>{plural ? t('Chart Owners: %s', owners.join(', ')) : t('Chart Owner: %s', owners[0])}</p>
    </div>
  );
}
