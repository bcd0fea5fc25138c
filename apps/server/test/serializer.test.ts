import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, moneySchema } from '@lotus/contracts';
import { encodingSerializerCompiler } from '../src/lib/serializer';
import { registerEnvelope } from '../src/plugins/envelope';

const answerSchema = envelopeSchema(
  z.object({ balance: moneySchema, limit: moneySchema.nullable(), count: z.number().int() }),
);

async function appAnswering(value: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(encodingSerializerCompiler);
  registerEnvelope(app);
  app.get('/money', { schema: { response: { 200: answerSchema } } }, async () => ({ success: true, value }));
  app.get(
    '/oneWay',
    { schema: { response: { 200: z.object({ n: z.string().transform((s) => s.length) }) } } },
    async () => ({ n: 'abc' }),
  );
  await app.ready();
  return app;
}

describe('the answers serializer (decision 0021)', () => {
  it('sends money as its minor-unit string, exact past 2^53', async () => {
    const app = await appAnswering({ balance: 9_007_199_254_740_993n, limit: null, count: 2 });
    const res = await app.inject({ method: 'GET', url: '/money' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"success":true,"value":{"balance":"9007199254740993","limit":null,"count":2}}');
    expect(answerSchema.parse(res.json()).value?.balance).toBe(9_007_199_254_740_993n);
  });

  it('answers system_error, not a wrong form, when a service gives money as a number', async () => {
    const app = await appAnswering({ balance: 1234.5, limit: null, count: 2 });
    const res = await app.inject({ method: 'GET', url: '/money' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'system_error' });
  });

  it('still checks a schema with a one-way transform by parsing it', async () => {
    const app = await appAnswering({ balance: 1n, limit: 2n, count: 0 });
    const res = await app.inject({ method: 'GET', url: '/oneWay' });
    expect(res.json()).toEqual({ n: 3 });
  });
});
