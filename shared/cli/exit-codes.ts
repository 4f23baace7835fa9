/** The exit codes every framefleet command uses, and their description for `framefleet --help`. */
export const exitCodes = {
  ok: 0,
  /** The work could not be done: a failed render, a check that failed, a server that did not answer. */
  failure: 1,
  /** The command line is wrong: an unknown command or option, a bad value, a missing argument. */
  usage: 2,
  /** Stopped by SIGINT (Ctrl-C), after cleaning up: 128 + the signal's number, as shells report it. */
  interrupted: 130,
  /** Stopped by SIGTERM, after cleaning up. */
  terminated: 143,
} as const;

export const exitCodesHelp = `exit codes:
  0    success
  1    failure: the work could not be done (a render failed, a check found something missing,
       a server did not answer)
  2    usage error: an unknown command or option, a bad value, a missing argument
  130  interrupted by SIGINT (Ctrl-C), after cleaning up (143 for SIGTERM)`;
