import fs from 'node:fs';
import { ANNOUNCEMENT_TYPES, OPS_PATHS, type CreateAnnouncement } from '@lotus/contracts';
import type { z } from 'zod';
import type { opsAnnouncementSchema } from '@lotus/contracts';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, isoTime, printList, runAction, stringOption } from './shared';

type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;

function readText(ctx: CommandContext, inline: string, file: string): string {
  const text = stringOption(ctx, inline);
  const path = stringOption(ctx, file);
  if (text !== undefined && path !== undefined) throw new UsageError(`give --${inline} or --${file}, not both`);
  if (path !== undefined) {
    try {
      return fs.readFileSync(path, 'utf8');
    } catch (error) {
      throw new UsageError(
        `--${file}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      );
    }
  }
  if (text === undefined) throw new UsageError(`missing --${inline} or --${file}`);
  return text;
}

function required(ctx: CommandContext, name: string): string {
  const v = stringOption(ctx, name);
  if (v === undefined || v === '') throw new UsageError(`missing --${name}`);
  return v;
}

async function list(ctx: CommandContext) {
  await printList<OpsAnnouncement>(ctx, OPS_PATHS.announcements, { brand: brandOf(ctx) }, [
    { header: 'ID', value: (a) => a.id },
    { header: 'BRAND', value: (a) => a.brand },
    { header: 'TYPE', value: (a) => a.type },
    { header: 'STARTS', value: (a) => a.startsAt },
    { header: 'ENDS', value: (a) => a.endsAt },
    { header: 'TITLE (EN)', value: (a) => a.title.en },
  ]);
}

async function add(ctx: CommandContext) {
  const type = stringOption(ctx, 'type')?.toUpperCase() ?? 'B';
  if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) {
    throw new UsageError(`--type: expected one of ${ANNOUNCEMENT_TYPES.join(', ')}, got "${type}"`);
  }
  const body: CreateAnnouncement = {
    brand: brandOf(ctx),
    type: type as CreateAnnouncement['type'],
    title: { vi: required(ctx, 'title-vi'), en: required(ctx, 'title-en') },
    content: { vi: readText(ctx, 'content-vi', 'file-vi'), en: readText(ctx, 'content-en', 'file-en') },
    startsAt: isoTime(stringOption(ctx, 'starts'), 'starts'),
    endsAt: isoTime(stringOption(ctx, 'ends'), 'ends'),
  };
  const created = await ctx.client.post<{ id: string; brand: string }[]>(OPS_PATHS.announcements, body);
  for (const c of created) ctx.print(`Added announcement ${c.id} to brand ${c.brand}`);
}

async function remove(ctx: CommandContext, id: string | undefined) {
  if (!id) throw new UsageError('announce remove: missing <id> (see `announce list`)');
  await ctx.client.delete<{ id: string }>(OPS_PATHS.announcement.replace(':id', encodeURIComponent(id)));
  ctx.print(`Removed announcement ${id}`);
}

export const announceCommand = defineCommand({
  name: 'announce',
  summary: 'List, add and remove announcements (notices, popups, marquee)',
  usage: [
    'announce list [--brand CODE]',
    'announce add --title-vi T --title-en T (--content-vi HTML --content-en HTML | --file-vi F --file-en F)',
    `             [--type ${ANNOUNCEMENT_TYPES.join('|')}] [--starts ISO-TIME] [--ends ISO-TIME] [--brand CODE]`,
    'announce remove <id>',
    '  without --brand, add puts the announcement on every brand; the type defaults to B',
  ],
  options: {
    ...brandOption,
    type: { type: 'string' },
    'title-vi': { type: 'string' },
    'title-en': { type: 'string' },
    'content-vi': { type: 'string' },
    'content-en': { type: 'string' },
    'file-vi': { type: 'string' },
    'file-en': { type: 'string' },
    starts: { type: 'string' },
    ends: { type: 'string' },
  },
  run: (ctx) =>
    runAction('announce', ctx.args, {
      list: { max: 0, run: () => list(ctx) },
      add: { max: 0, run: () => add(ctx) },
      remove: { max: 1, run: ([id]) => remove(ctx, id) },
    }),
});
