import { ERROR_STATUS, type ErrorCode } from '@lotus/contracts';

/**
 * A failure with a stable errorCode. Routes and services throw it; the envelope plugin turns it
 * into `{ success: false, errorCode, message, field }` with the code's HTTP status.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorCode: ErrorCode,
    message?: string,
    readonly field?: string,
    /** Extra values the client may need (e.g. the maintenance window). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? errorCode);
    this.status = ERROR_STATUS[errorCode];
  }
}
