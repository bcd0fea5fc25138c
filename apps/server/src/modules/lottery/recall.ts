import { formatMinorAmount, LOTTERY_BET_TYPE_NAMES, type SiteLanguage } from '@lotus/contracts';
import { type DrawResult, gameName } from '@lotus/house/lottery';
import type { BetRow, DrawRow } from './repository';

/**
 * A lottery bet's replay page (the betting record's "replay" of a lottery round, issue 33 item 10): the
 * bet as placed and settled, the draw's numbers, and its fairness (commitment and revealed seed). Plain
 * HTML with the lottery page's style sheet, no script.
 */
const D = {
  vi: {
    title: 'Chi tiết cược xổ số',
    draw: 'Kỳ',
    betType: 'Kiểu cược',
    selection: 'Số chọn',
    stake: 'Tiền cược',
    payout: 'Tiền trả',
    status: 'Trạng thái',
    result: 'Kết quả',
    notDrawn: 'Chưa quay',
    commitment: 'Mã cam kết (SHA-256)',
    seed: 'Seed máy chủ (công bố sau khi quay)',
    statuses: { pending: 'Đang xử lý', placed: 'Chờ kết quả', won: 'Thắng', lost: 'Không trúng' },
    other: { refunded: 'Đã hoàn', void: 'Huỷ' },
  },
  en: {
    title: 'Lottery bet details',
    draw: 'Draw',
    betType: 'Bet type',
    selection: 'Selection',
    stake: 'Stake',
    payout: 'Payout',
    status: 'Status',
    result: 'Result',
    notDrawn: 'Not drawn yet',
    commitment: 'Commitment (SHA-256)',
    seed: 'Server seed (revealed after the draw)',
    statuses: { pending: 'Processing', placed: 'Awaiting result', won: 'Won', lost: 'No win' },
    other: { refunded: 'Refunded', void: 'Void' },
  },
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function resultText(r: DrawResult) {
  if ('numbers' in r) return r.numbers.join(' ');
  return Object.entries(r.prizes)
    .map(([k, v]) => `${k}: ${v.join(' ')}`)
    .join(' · ');
}

export function lotteryRecallPage(b: BetRow, d: DrawRow, language: SiteLanguage, stylesheet: string): string {
  const t = D[language];
  const money = (minor: bigint) => formatMinorAmount(minor, language);
  const drawn = d.status === 'drawn' || d.status === 'settled';
  const statuses: Record<string, string> = { ...t.statuses, ...t.other };
  const name = `${gameName(d.game, language)} · ${t.draw} ${d.issue}`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)} · ${escape(name)}</title>
<link rel="icon" type="image/svg+xml" href="/art/brand/favicon.svg">
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<main class="app">
<section class="card">
<h1>${escape(name)}</h1>
<dl class="recall-sum">
<dt>${t.betType}</dt><dd>${escape(LOTTERY_BET_TYPE_NAMES[language][b.betType] ?? b.betType)}</dd>
<dt>${t.selection}</dt><dd>${escape(b.selection)}</dd>
<dt>${t.stake}</dt><dd>${money(b.stake)}</dd>
<dt>${t.payout}</dt><dd>${b.payout === null ? '—' : money(b.payout)}</dd>
<dt>${t.status}</dt><dd>${escape(statuses[b.status] ?? b.status)}</dd>
<dt>${t.result}</dt><dd class="numbers">${drawn && d.result ? escape(resultText(d.result as DrawResult)) : t.notDrawn}</dd>
${d.commitment ? `<dt>${t.commitment}</dt><dd><code>${d.commitment}</code></dd>` : ''}
${drawn && d.serverSeed ? `<dt>${t.seed}</dt><dd><code>${d.serverSeed}</code></dd>` : ''}
</dl>
</section>
</main>
</body>
</html>`;
}
