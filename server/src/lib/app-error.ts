import type { ErrorCode } from '@sofra/contracts/core/errors';

/** The one way a service reports a failure: a code from the closed list and English text. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly desc: string = code,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code}: ${desc}`);
  }
}
