import { z } from 'zod';

/** Every API answer has this shape (DESIGN.md, "API conventions"). */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional(),
    message: z.string().optional(),
    errorCode: z.string().optional(),
    /** The request field that failed validation, when one did. */
    field: z.string().optional(),
    /** A failure's request id, as the server's log lines carry it (X-Request-Id). */
    requestId: z.string().optional(),
  });

export interface Envelope<T> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
  field?: string;
  requestId?: string;
}

export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  field?: string;
  /** The request's id, as the server's log lines carry it (X-Request-Id): what to quote to support. */
  requestId?: string;
}
