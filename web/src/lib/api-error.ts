/** What every failed call rejects with: the server's error code (or 'offline' / 'network'), its desc and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly desc: string,
    readonly status: number,
  ) {
    super(desc || code);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
