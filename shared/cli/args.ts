/**
 * The CLI's one argument parser. Every command declares its options (type, default, help text)
 * and positional arguments here; parsing (Node's `util.parseArgs`, strict), value checks, the
 * `--help` text and the usage-error exit code all come from those declarations, so no command
 * parses its own arguments.
 *
 * A command is a leaf (options and a `run`) or a group of subcommands; either may be loaded lazily,
 * so `framefleet version` does not pay for the renderer.
 */
import { parseArgs } from 'node:util';
import { exitCodes } from './exit-codes.ts';
import { haltIfInterrupted } from './interrupt.ts';

/** A command line the command cannot run: printed with the usage line and a hint to `--help`, exit code 2. */
export class UsageError extends Error {}

interface OptionBase {
  /** One line (wrapped when long); the default, when there is one, is appended. */
  help: string;
  short?: string;
  /** The value's name in the help (`--output FILE`); FILE, N or VALUE by type when absent. */
  placeholder?: string;
}

export type OptionSpec =
  | (OptionBase & { type: 'boolean' })
  | (OptionBase & { type: 'string'; default?: string; required?: boolean; parse?: (raw: string) => unknown })
  | (OptionBase & { type: 'integer' | 'number'; default?: number; min?: number; max?: number; required?: boolean })
  | (OptionBase & { type: 'choice'; choices: readonly string[]; default?: string; required?: boolean });

export type OptionSpecs = Record<string, OptionSpec>;

type ValueOf<O> = O extends { type: 'boolean' } ? boolean
  : O extends { parse: (raw: string) => infer T } ? T
  : O extends { type: 'integer' | 'number' } ? number
  : O extends { type: 'choice'; choices: readonly (infer C)[] } ? C
  : string;
type AlwaysSet<O> = O extends { type: 'boolean' } ? true : O extends { default: unknown } ? true : O extends { required: true } ? true : false;

/** The parsed options: a boolean is always set, an option with a default or `required` too. */
export type Values<Os extends OptionSpecs> = { -readonly [K in keyof Os]: AlwaysSet<Os[K]> extends true ? ValueOf<Os[K]> : ValueOf<Os[K]> | undefined };

export interface ArgumentSpec {
  name: string;
  help?: string;
  optional?: boolean;
  /** Takes every remaining argument (the last one only). */
  variadic?: boolean;
}

export interface LeafCommand<Os extends OptionSpecs = OptionSpecs> {
  summary: string;
  /** Paragraphs printed under the usage line (the summary when absent). */
  description?: string;
  args?: readonly ArgumentSpec[];
  options: Os;
  /** Printed after the options: environment variables, examples. */
  notes?: string;
  run(input: { values: Values<Os>; args: string[] }): Promise<number>;
  /**
   * The command leaves nothing running once `run` resolves (what it started is stopped, its
   * output written): a program that asks for it (`RunOptions.exitWhenDone`) then exits at once
   * with its code, rather than waiting for its killed child processes to be reaped and tearing
   * its heap down, which a short command's caller would wait on.
   */
  exitsWhenDone?: boolean;
}

export interface GroupCommand {
  summary: string;
  description?: string;
  commands: Record<string, CommandEntry>;
  /** The subcommand a command line without one runs (`components` lists the catalog). */
  defaultCommand?: string;
  notes?: string;
}

export type Command = LeafCommand<any> | GroupCommand;

/** A command loaded only when it runs (or its help is asked for). */
export interface LazyCommand { summary: string; load: () => Promise<Command> }

export type CommandEntry = Command | LazyCommand;

/** Declares a leaf command; `const` keeps the option literals so `run` sees typed values. */
export function defineCommand<const Os extends OptionSpecs>(command: LeafCommand<Os>): LeafCommand<Os> {
  return command;
}

export function defineGroup(group: GroupCommand): GroupCommand {
  return group;
}

const isLazy = (entry: CommandEntry): entry is LazyCommand => 'load' in entry;
const isGroup = (command: Command): command is GroupCommand => 'commands' in command;

export async function resolveCommand(entry: CommandEntry): Promise<Command> {
  return isLazy(entry) ? entry.load() : entry;
}

/** The subcommands of a group, or none for a leaf: what a walk over every command needs. */
export function subcommandsOf(command: Command): Record<string, CommandEntry> {
  return isGroup(command) ? command.commands : {};
}

const helpOption: OptionSpec = { type: 'boolean', short: 'h', help: 'print this help and exit' };
const helpWidth = 100;

/** Word-wraps `text` to the help's width, every line after the first indented by `indent`. */
function wrap(text: string, indent: number, firstWidth = helpWidth - indent): string {
  const lines: string[] = [];
  let line = '';
  let width = firstWidth;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
      width = helpWidth - indent;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** Two columns: names padded to the widest, texts wrapped under their own column. */
function table(rows: [string, string][]): string {
  const width = Math.min(24, Math.max(...rows.map(([name]) => name.length)));
  return rows.map(([name, text]) => {
    const column = 2 + width + 2;
    if (name.length > width) return `  ${name}\n${' '.repeat(column)}${wrap(text, column)}`;
    return `  ${name.padEnd(width)}  ${wrap(text, column)}`;
  }).join('\n');
}

function placeholderOf(spec: OptionSpec): string {
  if (spec.type === 'boolean') return '';
  if (spec.placeholder) return spec.placeholder;
  if (spec.type === 'integer' || spec.type === 'number') return 'N';
  if (spec.type === 'choice') return spec.choices.join('|');
  return 'VALUE';
}

function optionName(name: string, spec: OptionSpec): string {
  const value = placeholderOf(spec);
  return `${spec.short ? `-${spec.short}, ` : ''}--${name}${value ? ` ${value}` : ''}`;
}

function optionHelp(spec: OptionSpec): string {
  const extra: string[] = [];
  if ('required' in spec && spec.required) extra.push('required');
  if ('default' in spec && spec.default !== undefined) extra.push(`default ${spec.default}`);
  if ((spec.type === 'integer' || spec.type === 'number') && (spec.min !== undefined || spec.max !== undefined)) {
    extra.push(spec.max === undefined ? `at least ${spec.min}` : spec.min === undefined ? `at most ${spec.max}` : `${spec.min} to ${spec.max}`);
  }
  return extra.length ? `${spec.help} (${extra.join('; ')})` : spec.help;
}

function usageLine(path: string[], command: LeafCommand): string {
  const args = (command.args ?? []).map((a) => `${a.optional ? '[' : ''}${a.name}${a.variadic ? '...' : ''}${a.optional ? ']' : ''}`);
  const required = Object.entries(command.options).filter(([, s]) => 'required' in s && s.required).map(([name, s]) => optionName(name, s).replace(/^-\w, /, ''));
  const hasOptional = Object.values(command.options).some((s) => !('required' in s && s.required));
  return ['usage:', ...path, ...args, ...required, ...(hasOptional ? ['[options]'] : [])].join(' ');
}

/** The `--help` text of a leaf command, made from its declarations. */
export function leafHelp(path: string[], command: LeafCommand): string {
  const parts = [usageLine(path, command), wrap(command.description ?? command.summary, 0)];
  const args = (command.args ?? []).filter((a) => a.help);
  if (args.length) parts.push(`arguments:\n${table(args.map((a) => [a.name, a.help!]))}`);
  const options: [string, string][] = Object.entries({ ...command.options, help: helpOption }).map(([name, spec]) => [optionName(name, spec), optionHelp(spec)]);
  parts.push(`options:\n${table(options)}`);
  if (command.notes) parts.push(command.notes);
  return parts.join('\n\n');
}

/** The `--help` text of a group: its subcommands with their summaries. */
export function groupHelp(path: string[], group: GroupCommand): string {
  const rows: [string, string][] = Object.entries(group.commands).map(([name, entry]) => [name, entry.summary]);
  const parts = [
    `usage: ${path.join(' ')} <command> [options]${group.defaultCommand ? `\n       ${path.join(' ')} [${group.defaultCommand} options]` : ''}`,
    wrap(group.description ?? group.summary, 0),
    `commands:\n${table(rows)}`,
    `Run '${path.join(' ')} <command> --help' for a command's options.`,
  ];
  if (group.notes) parts.push(group.notes);
  return parts.join('\n\n');
}

function checkNumber(name: string, spec: Extract<OptionSpec, { type: 'integer' | 'number' }>, raw: string): number {
  const n = raw.trim() === '' ? NaN : Number(raw);
  const bounds = spec.min !== undefined && spec.max !== undefined ? ` from ${spec.min} to ${spec.max}` : spec.min !== undefined ? ` of at least ${spec.min}` : spec.max !== undefined ? ` of at most ${spec.max}` : '';
  const kind = spec.type === 'integer' ? 'an integer' : 'a number';
  if (!Number.isFinite(n) || (spec.type === 'integer' && !Number.isInteger(n)) || (spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
    throw new UsageError(`--${name} must be ${kind}${bounds} (got '${raw}')`);
  }
  return n;
}

/** Turns the raw strings parseArgs returns into each option's typed value, checking them. */
function typedValues(options: OptionSpecs, raw: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(options)) {
    const given = raw[name];
    if (spec.type === 'boolean') { out[name] = given === true; continue; }
    const value = typeof given === 'string' ? given : spec.default === undefined ? undefined : String(spec.default);
    if (value === undefined) {
      if (spec.required) throw new UsageError(`${optionName(name, spec)} is required`);
      out[name] = undefined;
      continue;
    }
    if (spec.type === 'integer' || spec.type === 'number') out[name] = checkNumber(name, spec, value);
    else if (spec.type === 'choice') {
      if (!spec.choices.includes(value)) throw new UsageError(`--${name} must be one of ${spec.choices.join(', ')} (got '${value}')`);
      out[name] = value;
    } else if (spec.type === 'string' && spec.parse) {
      try {
        out[name] = spec.parse(value);
      } catch (err) {
        throw new UsageError((err as Error).message.startsWith('--') ? (err as Error).message : `--${name}: ${(err as Error).message}`);
      }
    } else out[name] = value;
  }
  return out;
}

function checkArguments(specs: readonly ArgumentSpec[], given: string[]): void {
  const required = specs.filter((a) => !a.optional).length;
  const variadic = specs.at(-1)?.variadic ?? false;
  if (given.length < required) {
    throw new UsageError(`missing ${specs.slice(given.length).filter((a) => !a.optional).map((a) => a.name).join(' ')}`);
  }
  if (!variadic && given.length > specs.length) throw new UsageError(`unexpected argument '${given[specs.length]}'`);
}

const isHelpFlag = (arg: string | undefined) => arg === '--help' || arg === '-h';

/**
 * Parses a leaf command's argv against its declarations; throws UsageError on any problem. Unknown
 * options are refused even beside `--help` (so `CMD ARGS --help` checks a command line), but with
 * `--help` the values, required options and arguments are not checked: the answer is `'help'`.
 */
export function parseCommandLine<Os extends OptionSpecs>(command: LeafCommand<Os>, argv: string[]): { values: Values<Os>; args: string[] } | 'help' {
  const options = Object.fromEntries(Object.entries({ ...command.options, help: helpOption }).map(([name, spec]) => [
    name, { type: spec.type === 'boolean' ? 'boolean' as const : 'string' as const, ...(spec.short ? { short: spec.short } : {}) },
  ]));
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    // parseArgs' messages name the option and suggest `--`; only the first sentence is ours to show.
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, '').replace(/^Unknown option/, 'unknown option'));
  }
  if (parsed.values.help) return 'help';
  checkArguments(command.args ?? [], parsed.positionals);
  return { values: typedValues(command.options, parsed.values) as Values<Os>, args: parsed.positionals };
}

export interface RunOptions {
  /** Ends the process with `code` once a command that `exitsWhenDone` has run (the program's own entry point passes it; tests do not). */
  exitWhenDone?: (code: number) => Promise<never>;
}

/**
 * Runs a command line: `--help` prints the help (exit 0), a group dispatches to its subcommand,
 * a leaf parses its options and runs. Usage errors print the problem and a hint (exit 2).
 * `path` names the command in messages (`['framefleet', 'keys', 'create']`).
 */
export async function runCommand(entry: CommandEntry, argv: string[], path: string[], options: RunOptions = {}): Promise<number> {
  const command = await resolveCommand(entry);
  const name = path.join(' ');
  if (isGroup(command)) {
    const [first, ...rest] = argv;
    if (first !== undefined && command.commands[first]) return runCommand(command.commands[first]!, rest, [...path, first], options);
    if (command.defaultCommand && (first === undefined || (first.startsWith('-') && !isHelpFlag(first)))) {
      return runCommand(command.commands[command.defaultCommand]!, argv, [...path, command.defaultCommand], options);
    }
    // `framefleet help keys create` is `framefleet keys create --help`.
    if (first === 'help' && rest.length) return runCommand(command, [...rest, '--help'], path, options);
    if (isHelpFlag(first) || first === 'help') {
      console.log(groupHelp(path, command));
      return exitCodes.ok;
    }
    console.error(`${first === undefined ? '' : `${name}: unknown command '${first}'\n\n`}${groupHelp(path, command)}`);
    return exitCodes.usage;
  }
  try {
    const input = parseCommandLine(command, argv);
    if (input === 'help') {
      console.log(leafHelp(path, command));
      return exitCodes.ok;
    }
    const code = await command.run(input);
    return command.exitsWhenDone && options.exitWhenDone ? await options.exitWhenDone(code) : code;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${name}: ${err.message}\n${usageLine(path, command)}\nRun '${name} --help' for its options.`);
      return exitCodes.usage;
    }
    // After Ctrl-C the command's cleanup tears down what it was using, and its work may fail
    // meanwhile; the signal handler reports and exits.
    await haltIfInterrupted();
    throw err;
  }
}
