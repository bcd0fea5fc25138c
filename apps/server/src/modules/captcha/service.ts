import crypto from 'node:crypto';
import type { Captcha, SliderAnswer, SliderPuzzle } from '@lotus/contracts';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import type { AccountRuntime } from '../accounts/runtime';
import type { Merchant } from '../brands/service';
import { captchaSvg, randomCaptchaText, svgDataUrl } from './imageCaptcha';
import { makeSliderPuzzle, SLIDER, sliderAnswerIsPlausible, type SliderSecret } from './slider';

const CAPTCHA_TTL_MS = 2 * 60_000;
const SLIDER_TTL_MS = 2 * 60_000;
const TICKET_TTL_MS = 2 * 60_000;

export const CAPTCHA_LIMITS = {
  /** SPEC §5: captcha refresh at most once a second. */
  refresh: { name: 'captcha-1s', max: 1, windowMs: 1000 },
  perIp: { name: 'captcha-10m', max: 120, windowMs: 10 * 60_000 },
  slider: { name: 'slider-10m', max: 120, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

const id = () => crypto.randomBytes(18).toString('base64url');
const captchaKey = (merchantId: number, key: string) => `captcha:${merchantId}:${key}`;
const sliderKey = (merchantId: number, key: string) => `slider:${merchantId}:${key}`;
const ticketKey = (merchantId: number, key: string) => `slider-ticket:${merchantId}:${key}`;

export async function newCaptcha(rt: AccountRuntime, merchant: Merchant, ip: string): Promise<Captcha> {
  await rt.limiter.hit(CAPTCHA_LIMITS.refresh, `${merchant.id}:${ip}`, 'captcha_too_frequent');
  await rt.limiter.hit(CAPTCHA_LIMITS.perIp, `${merchant.id}:${ip}`);
  const text = randomCaptchaText();
  const key = id();
  await rt.store.set(captchaKey(merchant.id, key), text, CAPTCHA_TTL_MS);
  return { captchaKey: key, image: svgDataUrl(captchaSvg(text)), expiresInSeconds: CAPTCHA_TTL_MS / 1000 };
}

/** Checks a typed captcha (case-insensitive) once: the key is used up, right or wrong. */
export async function checkCaptcha(
  rt: AccountRuntime,
  merchant: Merchant,
  key: string | null | undefined,
  typed: string | null | undefined,
) {
  if (!typed) throw new AppError('captcha_required', undefined, 'captcha', { captchaRequired: true });
  const answer = key ? await rt.store.take<string>(captchaKey(merchant.id, key)) : undefined;
  if (!answer || answer.toUpperCase() !== typed.trim().toUpperCase()) {
    throw new AppError('captcha_wrong', undefined, 'captcha', { captchaRequired: true });
  }
}

export async function newSliderPuzzle(rt: AccountRuntime, merchant: Merchant, ip: string): Promise<SliderPuzzle> {
  await rt.limiter.hit(CAPTCHA_LIMITS.slider, `${merchant.id}:${ip}`);
  const { secret, background, piece } = makeSliderPuzzle();
  const sliderId = id();
  await rt.store.set(sliderKey(merchant.id, sliderId), secret, SLIDER_TTL_MS);
  return {
    sliderId,
    background,
    piece,
    pieceY: secret.y,
    pieceSize: SLIDER.piece,
    width: SLIDER.width,
    height: SLIDER.height,
    expiresInSeconds: SLIDER_TTL_MS / 1000,
  };
}

/** One try per puzzle: a right answer gives a one-time ticket, a wrong one slider_failed. */
export async function solveSlider(rt: AccountRuntime, merchant: Merchant, answer: SliderAnswer, ip: string) {
  await rt.limiter.hit(CAPTCHA_LIMITS.slider, `${merchant.id}:${ip}`);
  const secret = await rt.store.take<SliderSecret>(sliderKey(merchant.id, answer.sliderId));
  if (!secret || !sliderAnswerIsPlausible(secret, answer)) throw new AppError('slider_failed', undefined, 'offset');
  const ticket = id();
  await rt.store.set(ticketKey(merchant.id, ticket), true, TICKET_TTL_MS);
  return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

/** Uses up a slider ticket; slider_ticket_invalid when absent, unknown, used or expired. */
export async function consumeSliderTicket(rt: AccountRuntime, merchant: Merchant, ticket: string | null | undefined) {
  if (!ticket || !(await rt.store.take<boolean>(ticketKey(merchant.id, ticket)))) {
    throw new AppError('slider_ticket_invalid', undefined, 'sliderTicket');
  }
}
