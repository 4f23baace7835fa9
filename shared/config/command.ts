/** Configuration for a CLI command: environment variables with the command line's overrides. */
import { type Config, ConfigError, loadConfig } from './index.ts';

/**
 * Loads the configuration, letting options given on the command line (undefined ones are
 * ignored) override the environment. On a bad variable it prints the problem under the
 * command's name and returns null (the command exits with status 2).
 */
export function commandConfig(command: string, overrides: Record<string, string | undefined> = {}): Config | null {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  try {
    return loadConfig({ ...process.env, ...given });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`framefleet ${command}: ${err.message}`);
    return null;
  }
}
