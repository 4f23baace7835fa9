/**
 * Socket errors that say the other end cannot be reached right now (refused, reset, gone away
 * mid-write, timed out, no route, its name not resolved yet), as Node and undici report them: a
 * later call may well succeed. Render nodes retry calls to the control plane that meet one; the
 * control plane's MongoDB store answers one as the database being unavailable.
 */
const unreachablePeerCodes: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** Whether `err` is a socket error of a peer that cannot be reached right now. */
export function isUnreachablePeer(err: unknown): boolean {
  const code = err instanceof Error ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && unreachablePeerCodes.has(code);
}
