/** An input field the server refused: its path in the call's input and the rule it broke. */
export interface FieldIssue {
  path: string;
  code: string;
}

/**
 * What every failed call rejects with: the server's error code (or 'offline' / 'network'), its desc, the HTTP
 * status and, for a refused input, the fields at fault.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly desc: string,
    readonly status: number,
    readonly fields: FieldIssue[] = [],
  ) {
    super(desc || code);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
