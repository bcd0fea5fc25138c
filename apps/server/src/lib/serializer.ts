import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = z.ZodType | { properties: z.ZodType };

const zodOf = (schema: Schema): z.ZodType => ('properties' in schema ? schema.properties : schema) as z.ZodType;

/** zod's refusal to encode through a one-way `.transform()` (it throws rather than failing the result). */
const isOneWay = (error: unknown) => error instanceof Error && /unidirectional transform/.test(error.message);

/**
 * The answers' serializer (decision 0021): the reply is checked against its contract schema and
 * *encoded* by it (`z.safeEncode`), so a codec field leaves in its wire form (moneySchema: the bigint
 * of a service becomes its minor-unit string) instead of being decoded as fastify-type-provider-zod's
 * `safeParse` serializer would. A schema that still holds a one-way transform cannot be encoded; it is
 * checked as before with `safeParse`. A value that does not match is a ResponseSerializationError
 * (the envelope's `system_error`), as with the library's compiler.
 */
export const encodingSerializerCompiler: FastifySerializerCompiler<Schema> =
  ({ schema, method, url }) =>
  (data) => {
    const zod = zodOf(schema);
    let result: z.ZodSafeParseResult<unknown>;
    try {
      result = z.safeEncode(zod, data);
    } catch (error) {
      if (!isOneWay(error)) throw error;
      result = zod.safeParse(data);
    }
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
