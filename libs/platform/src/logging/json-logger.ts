import type { LoggerService } from '@nestjs/common';
import type { LogLevel } from '../config/config.types';
import { currentRequestContext } from './request-context';

const LEVEL_ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LogSink = (line: string) => void;

/**
 * Structured logs: one JSON object per line with time, level, service and the current request id,
 * so a request can be followed from the gateway across the bus. Also serves as Nest's logger.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly minLevel: LogLevel = 'info',
    private readonly sink: LogSink = (line) => process.stdout.write(line + '\n'),
  ) {}

  child(service: string): JsonLogger {
    return new JsonLogger(service, this.minLevel, this.sink);
  }

  /** The same logger, quieter: for the framework's own start-up chatter. */
  atLeast(level: LogLevel): JsonLogger {
    const minLevel = LEVEL_ORDER[level] > LEVEL_ORDER[this.minLevel] ? level : this.minLevel;
    return new JsonLogger(this.service, minLevel, this.sink);
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

  info(message: unknown, fields?: Record<string, unknown>): void {
    this.write('info', message, fields ? [fields] : []);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (LEVEL_ORDER[level] < LEVEL_ORDER[this.minLevel]) return;
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      msg: message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message),
    };
    const requestId = currentRequestContext()?.requestId;
    if (requestId) entry.requestId = requestId;
    for (const item of rest) {
      if (item instanceof Error) entry.error = { name: item.name, message: item.message, stack: item.stack };
      else if (typeof item === 'string') entry.context = item;
      else if (item && typeof item === 'object') Object.assign(entry, item);
    }
    if (message instanceof Error && !entry.error) entry.error = { name: message.name, stack: message.stack };
    this.sink(JSON.stringify(entry));
  }
}
