/** One operation's entry in the contract's table: what a route's registration cannot say. */
import type * as z from 'zod/mini';
import type { ErrorStatus } from './errors';

export interface Operation {
  summary: string;
  /** More words, in Markdown (the role and sign-in lines are added from the registration). */
  description?: string;
  /** The query parameters, one per property (their schema as the app sends them). */
  query?: z.core.$ZodObject;
  /** The JSON body, where the registration validates none itself (`body: 'object'`). */
  body?: z.core.$ZodType;
  /** A multipart form body instead of JSON; `binary` names its file fields. */
  multipart?: { schema: z.core.$ZodObject; binary: readonly string[] };
  /** The JSON reply on success. */
  reply?: z.core.$ZodType;
  /** A reply that is a file: its media types (the JSON reply is left out). */
  file?: readonly string[];
  /** The success status, 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /** The error replies the call can send beyond those its registration implies (401, 403, 400 for a body), 429 and 5xx. */
  errors?: readonly ErrorStatus[];
}

export type OperationTable = Record<string, Operation>;

/** One area's operations, all under one tag. */
export interface Area {
  tag: string;
  description: string;
  operations: OperationTable;
}
