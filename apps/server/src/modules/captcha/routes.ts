import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  captchaSchema,
  envelopeSchema,
  sliderAnswerSchema,
  sliderPuzzleSchema,
  sliderTicketResultSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { newCaptcha, newSliderPuzzle, solveSlider } from './service';

/** Image captcha and slider captcha (IMGCAPTCHA3, SLIDERCAPTCHA3). */
export function registerCaptchaRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const rt = ctx.accounts;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    ACCOUNT_PATHS.captcha,
    { schema: { response: { 200: envelopeSchema(captchaSchema) } } },
    async (req, reply) => {
      reply.headers(noStore);
      return ok(await newCaptcha(rt, req.merchant, req.ip));
    },
  );

  app.get(
    ACCOUNT_PATHS.slider,
    { schema: { response: { 200: envelopeSchema(sliderPuzzleSchema) } } },
    async (req, reply) => {
      reply.headers(noStore);
      return ok(await newSliderPuzzle(rt, req.merchant, req.ip));
    },
  );

  app.post(
    ACCOUNT_PATHS.sliderVerify,
    { schema: { body: sliderAnswerSchema, response: { 200: envelopeSchema(sliderTicketResultSchema) } } },
    async (req) => ok(await solveSlider(rt, req.merchant, req.body, req.ip)),
  );
}
