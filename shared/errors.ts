/**
 * An error with a stable `code` and an HTTP status: thrown anywhere in the control plane and
 * rendered by the HTTP layer as the spec's error envelope. Anything else that escapes is a bug
 * and answers 500 with code `internal` (its message is logged, not sent).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;
  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
