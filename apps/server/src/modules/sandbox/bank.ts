import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BANK_PATHS,
  BANK_SIGNATURE_HEADER,
  decodeVietQr,
  SANDBOX_BANK_FEED,
  SANDBOX_PATHS,
  vietBankOf,
  type BankStatementLineInput,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { receivingAccounts } from '../../db/schema/index';
import { bankFeedSecret, signBankLine } from '../../lib/bankFeedSignature';
import { selfUrl } from '../../lib/selfUrl';

/**
 * The sandbox bank (SANDBOX_ENABLED; issue 35): a stand-in for the member's banking app and for the
 * statement-forwarding service of the brand's bank. Its page reads a VietQR string as a banking app
 * does after a scan (`GET /sandbox/bank?qr=…`: bank, account, the holder the network answers, amount
 * and content, which the payer may change — to test a wrong amount); "I have paid" books the transfer
 * and sends the statement line to our feed webhook `POST /wps/bank/statement/sandbox`, signed with the
 * sandbox feed's secret, as a forwarding service would. One delivery: a refused line is shown on the
 * page (the console's CSV import is the way to replay a statement).
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const dong = (n: bigint | number) =>
  `${BigInt(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;padding:20px;color:#0f172a}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:14px;padding:22px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 2px}.tag{color:#64748b;font-size:13px;margin:0 0 18px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 14px;margin:0 0 16px}dt{color:#64748b}dd{margin:0;font-weight:600;word-break:break-all}
label{display:block;font-size:13px;color:#475569;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px}
button,a.button{display:block;width:100%;margin-top:18px;padding:13px;border-radius:9px;border:0;font-size:16px;cursor:pointer;text-align:center;text-decoration:none;background:#0f766e;color:#fff}
.result{font-size:17px;margin:0 0 8px}.bad{color:#b91c1c}
</style></head><body><main>${body}</main></body></html>`;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

async function holderOf(ctx: AppContext, bin: string, accountNo: string): Promise<string | null> {
  const [a] = await ctx.db
    .select({ holder: receivingAccounts.holderName })
    .from(receivingAccounts)
    .where(and(eq(receivingAccounts.bankBin, bin), eq(receivingAccounts.accountNo, accountNo)));
  return a?.holder ?? null;
}

const HEAD = `<h1>Sandbox bank</h1><p class="tag">Ngân hàng thử nghiệm — không có tiền thật. A test bank: no real money moves.</p>`;

export function registerSandboxBank(scope: FastifyInstance, ctx: AppContext) {
  const FORM = 'application/x-www-form-urlencoded';
  if (!scope.hasContentTypeParser(FORM)) {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

  scope.get(SANDBOX_PATHS.bankPage, async (req, reply) => {
    const qr = String((req.query as Record<string, unknown>).qr ?? '');
    const f = qr.length <= 512 ? decodeVietQr(qr) : null;
    if (!f)
      return html(reply, 400, page('Sandbox bank', `${HEAD}<p class="result bad" role="alert">Not a VietQR code.</p>`));
    const bank = vietBankOf(f.bin);
    const holder = await holderOf(ctx, f.bin, f.accountNo);
    return html(
      reply,
      200,
      page(
        'Sandbox bank',
        `${HEAD}<dl><dt>Bank</dt><dd>${esc(bank?.shortName ?? f.bin)}</dd><dt>Account</dt><dd>${esc(f.accountNo)}</dd>
<dt>Holder</dt><dd>${esc(holder ?? '—')}</dd></dl>
<form method="post" action="${SANDBOX_PATHS.bankPage}">
<input type="hidden" name="qr" value="${esc(qr)}">
<label for="amount">Amount (₫)</label><input id="amount" name="amount" inputmode="numeric" value="${f.amount ?? ''}">
<label for="content">Content</label><input id="content" name="content" maxlength="100" value="${esc(f.purpose ?? '')}">
<button type="submit">I have paid</button>
</form>`,
      ),
    );
  });

  scope.post(SANDBOX_PATHS.bankPage, async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const f = typeof b.qr === 'string' && b.qr.length <= 512 ? decodeVietQr(b.qr) : null;
    const amount = typeof b.amount === 'string' && /^\d{1,13}$/.test(b.amount.trim()) ? Number(b.amount.trim()) : 0;
    const content = typeof b.content === 'string' ? b.content.slice(0, 100) : '';
    if (!f || amount <= 0)
      return html(reply, 400, page('Sandbox bank', `${HEAD}<p class="result bad" role="alert">Check the amount.</p>`));
    const line: BankStatementLineInput = {
      id: `SBXB${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
      gateway: vietBankOf(f.bin)?.shortName ?? f.bin,
      transactionDate: new Date(ctx.now().getTime()).toISOString(),
      accountNumber: f.accountNo,
      transferType: 'in',
      transferAmount: amount,
      content,
    };
    const body = JSON.stringify(line);
    const secret = bankFeedSecret(ctx.accounts.codeSecret, SANDBOX_BANK_FEED, 1);
    let delivered = false;
    try {
      const res = await fetch(`${selfUrl(ctx)}${BANK_PATHS.statementFeed.replace(':feed', SANDBOX_BANK_FEED)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [BANK_SIGNATURE_HEADER]: signBankLine(secret, Math.floor(Date.now() / 1000), body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      delivered = res.ok;
    } catch {
      delivered = false;
    }
    return html(
      reply,
      delivered ? 200 : 502,
      page(
        'Sandbox bank',
        `${HEAD}<p class="result${delivered ? '' : ' bad'}" role="status">${
          delivered
            ? `Transfer sent: ${esc(dong(amount))} to ${esc(f.accountNo)}.`
            : 'The transfer was booked but the site did not take the statement line.'
        }</p><p class="tag">${esc(line.id as string)} · ${esc(content)}</p>
<a class="button" href="/index?mc=depositv2">Return to the site</a>`,
      ),
    );
  });
}
