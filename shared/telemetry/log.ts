/**
 * Structured logging where no HTTP app (and so no Fastify logger) exists: JSON lines on stderr in
 * the shape and levels the rest of the product logs (pino's), so one reader follows them all.
 */

export interface StructuredLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
export type LogLevel = keyof typeof levels;

export function jsonLinesLog(level: LogLevel): StructuredLog {
  const at = (value: number) => (fields: object, message: string) => {
    if (value < levels[level]) return;
    const plain = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { message: v.message, stack: v.stack } : v]));
    process.stderr.write(`${JSON.stringify({ level: value, time: Date.now(), pid: process.pid, ...plain, msg: message })}\n`);
  };
  return { info: at(levels.info), warn: at(levels.warn), error: at(levels.error) };
}
