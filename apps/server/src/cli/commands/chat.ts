import { SERVICE_OPS_PATHS } from '@lotus/contracts';
import type { z } from 'zod';
import type { chatMessageSchema, opsChatDetailSchema, opsChatSummarySchema } from '@lotus/contracts';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, printList, runAction, stringOption } from './shared';

type Summary = z.infer<typeof opsChatSummarySchema>;
type Detail = z.infer<typeof opsChatDetailSchema>;
type Message = z.infer<typeof chatMessageSchema>;

const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

async function list(ctx: CommandContext) {
  const all = ctx.options.all === true;
  const status = stringOption(ctx, 'status') ?? (all ? 'all' : 'waiting');
  if (!['waiting', 'answered', 'closed', 'all'].includes(status))
    throw new UsageError(`--status: expected waiting, answered, closed or all, got "${status}"`);
  await printList<Summary>(
    ctx,
    SERVICE_OPS_PATHS.chats,
    { brand: brandOf(ctx), status },
    [
      { header: 'ID', value: (c) => c.id },
      { header: 'BRAND', value: (c) => c.brand },
      { header: 'DESK', value: (c) => c.desk },
      { header: 'STATUS', value: (c) => c.status },
      { header: 'CUSTOMER', value: (c) => (c.member ? `${c.customer} (${c.member})` : `${c.customer} (visitor)`) },
      { header: 'UPDATED', value: (c) => c.updatedAt },
      {
        header: 'LAST MESSAGE',
        value: (c) => (c.lastMessage.length > 60 ? `${c.lastMessage.slice(0, 59)}…` : c.lastMessage),
      },
    ],
    status === 'waiting' ? '(no conversation is waiting for an answer)' : '(none)',
  );
}

async function show(ctx: CommandContext, id: string | undefined) {
  if (!id) throw new UsageError('chat show: missing <id> (see `chat list`)');
  const c = await ctx.client.get<Detail>(path(SERVICE_OPS_PATHS.chat, id));
  ctx.print(
    `Conversation ${c.id} (${c.brand}, ${c.desk} desk, ${c.status}) with ${c.customer}${c.member ? ` (member ${c.member})` : ' (visitor)'}`,
  );
  for (const m of c.messages)
    ctx.print(`${m.createdAt}  ${m.author.padEnd(8)}  ${m.author === 'system' ? `[${m.text}]` : m.text}`);
}

async function reply(ctx: CommandContext, id: string | undefined) {
  if (!id) throw new UsageError('chat reply: missing <id> (see `chat list`)');
  const message = stringOption(ctx, 'message');
  if (!message?.trim()) throw new UsageError('chat reply: missing --message TEXT');
  const m = await ctx.client.post<Message>(path(SERVICE_OPS_PATHS.chatReply, id), { message });
  ctx.print(`Sent to ${id} at ${m.createdAt}`);
}

async function close(ctx: CommandContext, id: string | undefined) {
  if (!id) throw new UsageError('chat close: missing <id> (see `chat list`)');
  await ctx.client.post(path(SERVICE_OPS_PATHS.chatClose, id), {});
  ctx.print(`Closed conversation ${id}`);
}

export const chatCommand = defineCommand({
  name: 'chat',
  summary: 'Answer the live chat of the site’s customer service',
  usage: [
    'chat list [--status waiting|answered|closed|all] [--all] [--brand CODE]',
    'chat show <id>',
    'chat reply <id> --message TEXT',
    'chat close <id>',
    '  list shows the conversations waiting for an answer unless told otherwise; the customer sees',
    '  a reply within a few seconds (the chat window polls)',
  ],
  options: {
    ...brandOption,
    status: { type: 'string' },
    all: { type: 'boolean' },
    message: { type: 'string', short: 'm' },
  },
  run: (ctx) =>
    runAction('chat', ctx.args, {
      list: { max: 0, run: () => list(ctx) },
      show: { max: 1, run: ([id]) => show(ctx, id) },
      reply: { max: 1, run: ([id]) => reply(ctx, id) },
      close: { max: 1, run: ([id]) => close(ctx, id) },
    }),
});
