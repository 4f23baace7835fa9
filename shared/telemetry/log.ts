/**
 * The one logger of every process (the control plane, render nodes, the CLI's own lines): pino,
 * JSON lines on stderr with the same fields everywhere (`level`, `time`, `service`, `pid`,
 * `hostname`, `msg`, then the event's own fields), so one reader follows a render across processes.
 * stdout stays for what a command prints as its result.
 */
import { hostname } from 'node:os';
import { type LevelWithSilent, type Logger, pino, stdSerializers } from 'pino';

export type LogLevel = LevelWithSilent;
export type { Logger };

/** The processes that log, as their lines name them. */
export type LoggingService = 'control-plane' | 'render-node';

/** Error objects under `err` or `error` are written with their type, message and stack. */
const errorField = (value: unknown) => (value instanceof Error ? stdSerializers.err(value) : value);

export function createLogger(service: LoggingService, level: LogLevel): Logger {
  return pino(
    { level, base: { service, pid: process.pid, hostname: hostname() }, serializers: { err: errorField, error: errorField } },
    // Synchronous: a process that exits (or is killed in a test) has written every line it logged.
    pino.destination({ fd: 2, sync: true }),
  );
}

/** The `(message, fields)` callback that the farm's parts take, writing to `logger` at `level`. */
export function logAt(logger: Logger, level: 'info' | 'warn' = 'info'): (message: string, fields?: Record<string, unknown>) => void {
  return (message, fields = {}) => logger[level](fields, message);
}
