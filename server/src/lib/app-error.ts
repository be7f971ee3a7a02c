import type { ErrorCode } from '@sofra/contracts/core/errors';

/**
 * An input field at fault: its path in the call's input ('gsm', 'hours.3.close') and the rule it broke (zod's issue
 * code, or a code of the closed list). The portal marks the field with the matching text.
 */
export interface FieldIssue {
  path: string;
  code: string;
}

/** The one way a service reports a failure: a code from the closed list and English text. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly desc: string = code,
    readonly headers: Record<string, string> = {},
    /** The fields at fault, when the failure is about particular inputs (sent to the client as `fields`). */
    readonly fields?: FieldIssue[],
  ) {
    super(`${code}: ${desc}`);
  }

  /** A refused input naming the fields at fault. */
  static invalid(fields: FieldIssue[], desc = fields.map((f) => `${f.path}: ${f.code}`).join('; ')): AppError {
    return new AppError('validation_failed', desc, {}, fields);
  }
}
