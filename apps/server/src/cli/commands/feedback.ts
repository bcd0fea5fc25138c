import fs from 'node:fs';
import path from 'node:path';
import { FEEDBACK_STATUSES, SERVICE_OPS_PATHS, type OpsFeedbackDetail } from '@lotus/contracts';
import type { z } from 'zod';
import type { opsFeedbackSummarySchema } from '@lotus/contracts';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, printList, runAction, stringOption } from './shared';

type Summary = z.infer<typeof opsFeedbackSummarySchema>;

const one = (id: string) => SERVICE_OPS_PATHS.feedbackOne.replace(':id', encodeURIComponent(id));

async function list(ctx: CommandContext) {
  const status = stringOption(ctx, 'status');
  if (status !== undefined && !(FEEDBACK_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`--status: expected ${FEEDBACK_STATUSES.join(' or ')}, got "${status}"`);
  }
  await printList<Summary>(ctx, SERVICE_OPS_PATHS.feedback, { brand: brandOf(ctx), status }, [
    { header: 'ID', value: (f) => f.id },
    { header: 'BRAND', value: (f) => f.brand },
    { header: 'STATUS', value: (f) => f.status },
    { header: 'TYPE', value: (f) => f.type },
    { header: 'FROM', value: (f) => f.member ?? `visitor (${f.contact ?? '-'})` },
    { header: 'IMAGES', value: (f) => f.images },
    { header: 'REPLIES', value: (f) => f.replies },
    { header: 'CREATED', value: (f) => f.createdAt },
    { header: 'TEXT', value: (f) => f.excerpt },
  ]);
}

async function show(ctx: CommandContext, id: string | undefined) {
  if (!id) throw new UsageError('feedback show: missing <id> (see `feedback list`)');
  const f = await ctx.client.get<OpsFeedbackDetail>(one(id));
  ctx.print(`Feedback ${f.id} (${f.brand}, ${f.status})`);
  ctx.print(`type:     ${f.type}`);
  ctx.print(`from:     ${f.member ? `member ${f.member}` : 'visitor'}${f.contact ? `, contact ${f.contact}` : ''}`);
  ctx.print(`sent:     ${f.createdAt} from ${f.ip ?? '-'} (${f.language})`);
  ctx.print('');
  ctx.print(f.content);
  const saveDir = stringOption(ctx, 'save-images');
  if (f.images.length) {
    ctx.print('');
    ctx.print('images:');
    if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
    for (const [i, img] of f.images.entries()) {
      let where = img.url;
      if (saveDir) {
        const { bytes } = await ctx.client.download(img.url);
        const file = path.join(saveDir, `${f.id}-${i + 1}.${img.contentType === 'image/png' ? 'png' : 'jpg'}`);
        fs.writeFileSync(file, bytes);
        where = file;
      }
      ctx.print(`  ${i + 1}. ${img.contentType} ${img.size} bytes  ${where}`);
    }
  }
  for (const r of f.replies) {
    ctx.print('');
    ctx.print(`reply ${r.createdAt}:`);
    ctx.print(`  ${r.message}`);
  }
}

async function reply(ctx: CommandContext, id: string | undefined) {
  if (!id) throw new UsageError('feedback reply: missing <id> (see `feedback list`)');
  const message = stringOption(ctx, 'message');
  if (!message?.trim()) throw new UsageError('feedback reply: missing --message TEXT');
  await ctx.client.post(SERVICE_OPS_PATHS.feedbackReply.replace(':id', encodeURIComponent(id)), { message });
  ctx.print(`Replied to feedback ${id}`);
}

export const feedbackCommand = defineCommand({
  name: 'feedback',
  summary: 'List, read and answer players’ feedback',
  usage: [
    'feedback list [--status open|replied] [--brand CODE]',
    'feedback show <id> [--save-images DIR]',
    'feedback reply <id> --message TEXT',
    '  a reply marks the feedback replied; the member reads it under "My feedback" in the help centre',
  ],
  options: {
    ...brandOption,
    status: { type: 'string' },
    message: { type: 'string', short: 'm' },
    'save-images': { type: 'string' },
  },
  run: (ctx) =>
    runAction('feedback', ctx.args, {
      list: { max: 0, run: () => list(ctx) },
      show: { max: 1, run: ([id]) => show(ctx, id) },
      reply: { max: 1, run: ([id]) => reply(ctx, id) },
    }),
});
