import { isIP } from 'node:net';

/** One environment variable: how to read it and what it defaults to. */
export interface VariableSpec<T> {
  name: string;
  description: string;
  /** Default as text (documented in README); `undefined` means required. */
  defaultText?: string;
  parse(raw: string): T;
}

export class VariableError extends Error {}

export function integer(name: string, description: string, defaultText: string, min: number, max: number): VariableSpec<number> {
  return {
    name,
    description,
    defaultText,
    parse(raw) {
      if (!/^-?\d+$/.test(raw.trim())) throw new VariableError(`must be an integer (got "${raw}")`);
      const value = Number(raw);
      if (value < min || value > max) throw new VariableError(`must be between ${min} and ${max} (got ${value})`);
      return value;
    },
  };
}

export function decimal(name: string, description: string, defaultText: string, min: number): VariableSpec<number> {
  return {
    name,
    description,
    defaultText,
    parse(raw) {
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) throw new VariableError(`must be a number (got "${raw}")`);
      if (value < min) throw new VariableError(`must be at least ${min} (got ${value})`);
      return value;
    },
  };
}

export function oneOf<T extends string>(name: string, description: string, defaultText: string, values: readonly T[]): VariableSpec<T> {
  return {
    name,
    description,
    defaultText,
    parse(raw) {
      const value = raw.trim().toLowerCase() as T;
      if (!values.includes(value)) throw new VariableError(`must be one of ${values.join(', ')} (got "${raw}")`);
      return value;
    },
  };
}

export function boolean(name: string, description: string, defaultText: string): VariableSpec<boolean> {
  return {
    name,
    description,
    defaultText,
    parse(raw) {
      const value = raw.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(value)) return true;
      if (['0', 'false', 'no', 'off'].includes(value)) return false;
      throw new VariableError(`must be true or false (got "${raw}")`);
    },
  };
}

export function text(
  name: string,
  description: string,
  defaultText: string | undefined,
  check?: (value: string) => string | null,
): VariableSpec<string> {
  return {
    name,
    description,
    defaultText,
    parse(raw) {
      const problem = check?.(raw);
      if (problem) throw new VariableError(problem);
      return raw;
    },
  };
}

export function url(name: string, description: string, defaultText: string, protocols: readonly string[]): VariableSpec<string> {
  return text(name, description, defaultText, (raw) => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return `must be a URL like ${defaultText} (got "${raw}")`;
    }
    const protocol = parsed.protocol.replace(/:$/, '');
    return protocols.includes(protocol) ? null : `must use ${protocols.join(' or ')}:// (got "${protocol}://")`;
  });
}

export function jsonFlags(name: string, description: string): VariableSpec<Record<string, boolean>> {
  return {
    name,
    description,
    defaultText: '{}',
    parse(raw) {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        throw new VariableError(`must be a JSON object like {"GLOBAL_ASYNC_QUERIES": true} (got "${raw}")`);
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new VariableError('must be a JSON object of flag names to true/false');
      }
      for (const [flag, on] of Object.entries(value)) {
        if (typeof on !== 'boolean') throw new VariableError(`flag ${flag} must be true or false`);
      }
      return value as Record<string, boolean>;
    },
  };
}

/** A comma-separated list of IP addresses and CIDR ranges (`10.0.0.0/8`, `::1`); empty means none. */
export function addressList(name: string, description: string): VariableSpec<string[]> {
  return {
    name,
    description,
    defaultText: '',
    parse(raw) {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        if (!isAddressOrRange(entry)) throw new VariableError(`must list IP addresses or CIDR ranges separated by commas (got "${entry}")`);
      }
      return entries;
    },
  };
}

/** A comma-separated list of host names, each with an optional port (`charts1.example.com:8088`); empty means none. */
export function hostList(name: string, description: string): VariableSpec<string[]> {
  return {
    name,
    description,
    defaultText: '',
    parse(raw) {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(entry))
          throw new VariableError(`must list host names separated by commas (got "${entry}")`);
      }
      return entries;
    },
  };
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
