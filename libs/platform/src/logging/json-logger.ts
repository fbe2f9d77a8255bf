import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config/config.types';
import { currentRequestContext } from './request-context';

export type LogSink = (line: string) => void;

/** Fields a log line carries besides its message. */
export type LogFields = Record<string, unknown>;

/** Log lines go to stdout, one synchronous write each, so nothing is lost when a process is killed. */
const stdout = pino.destination({ dest: 1, sync: true });

function pinoFor(service: string, minLevel: LogLevel, sink: LogSink | undefined): Logger {
  return pino(
    {
      level: minLevel,
      base: { service },
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      // Levels by name ("info"), as log collectors and our earlier lines have them.
      formatters: { level: (label) => ({ level: label }) },
      // The request id of the unit of work in progress, so a request can be followed across the bus.
      mixin: () => {
        const requestId = currentRequestContext()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    sink ? { write: (line: string) => sink(line.endsWith('\n') ? line.slice(0, -1) : line) } : stdout,
  );
}

/**
 * Structured logs through pino: one JSON object per line with time, level, service and the current
 * request id. Also serves as Nest's logger, so it keeps Nest's `(message, ...context)` calling shape.
 */
export class JsonLogger implements LoggerService {
  private readonly pino: Logger;

  constructor(
    private readonly service: string,
    private readonly minLevel: LogLevel = 'info',
    private readonly sink?: LogSink,
  ) {
    this.pino = pinoFor(service, minLevel, sink);
  }

  /** The service this logger writes as (`gateway`, `charts`, `tessera` for the embedded process). */
  get serviceName(): string {
    return this.service;
  }

  child(service: string): JsonLogger {
    return new JsonLogger(service, this.minLevel, this.sink);
  }

  /** The same logger, quieter: for the framework's own start-up chatter. */
  atLeast(level: LogLevel): JsonLogger {
    return new JsonLogger(
      this.service,
      this.pino.levels.values[level] > this.pino.levels.values[this.minLevel] ? level : this.minLevel,
      this.sink,
    );
  }

  /** Whether a line at `level` would be written (to skip building costly fields). */
  enabled(level: LogLevel): boolean {
    return this.pino.isLevelEnabled(level);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  info(message: unknown, fields?: LogFields): void {
    this.write('info', message, fields ? [fields] : []);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: LogFields = {};
    for (const item of rest) {
      if (item instanceof Error) fields.error = { name: item.name, message: item.message, stack: item.stack };
      else if (typeof item === 'string') fields.context = item;
      else if (item && typeof item === 'object') Object.assign(fields, item);
    }
    if (message instanceof Error && !fields.error) fields.error = { name: message.name, stack: message.stack };
    const text = message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
    this.pino[level](fields, text);
  }
}
