const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

/** Bytes with a decimal (`1024` → `1.024kB`) or binary (`1024` → `1KiB`) unit, up to three decimals. */
export function formatMemory(bytes: number, binary = false): string {
  const units = binary ? BINARY_UNITS : DECIMAL_UNITS;
  const base = binary ? 1024 : 1000;
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  const text = String(Number(value.toFixed(3)));
  return `${bytes < 0 ? '-' : ''}${text}${units[unit]}`;
}
