/**
 * Where a command's output goes. Data goes to stdout (with `--json`, exactly one JSON object);
 * progress and logs go to stderr. Colour only on a terminal and never with NO_COLOR set
 * (https://no-color.org); progress redraws a line in place only on a terminal.
 */
import type { WriteStream } from 'node:tty';

type Stream = NodeJS.WriteStream | WriteStream;

/** A terminal that can redraw a line: not a pipe or a file, and not TERM=dumb. */
export const isInteractive = (stream: Stream = process.stderr) => Boolean(stream.isTTY) && process.env.TERM !== 'dumb';

export const colorEnabled = (stream: Stream = process.stdout) => isInteractive(stream) && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '');

const codes = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;

/** `text` in a colour when `stream` shows colours, else as is. */
export function paint(color: keyof typeof codes, text: string, stream: Stream = process.stdout): string {
  return colorEnabled(stream) ? `\x1b[${codes[color]}m${text}\x1b[0m` : text;
}

/** The one JSON object a `--json` command prints on stdout. */
export function printJson(value: object): void {
  console.log(JSON.stringify(value, null, 2));
}

/** Exits with `code` once everything written to stdout and stderr has been handed to them (a pipe may still hold it). */
export async function exitOnceWritten(code: number): Promise<never> {
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise<void>((resolve) => {
    if (stream.destroyed || stream.writableEnded) resolve();
    else stream.write('', () => resolve());
  })));
  process.exit(code);
}
