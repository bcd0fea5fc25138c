import { formatMinorAmount, type SiteLanguage, type SportsBet } from '@lotus/contracts';
import { SPORTS_LABELS, sportsLineText, sportsMarketName, sportsOddsText } from '@lotus/house/sports';

/**
 * A bet's replay page (the betting record's "replay" of a sportsbook round): the bet as it was placed
 * and settled — each leg with its market, pick, odds, score and outcome, the stake and the payout.
 * Plain HTML with the page's style sheet, no script.
 */
const D = {
  vi: {
    title: 'Chi tiết vé cược',
    single: 'Cược đơn',
    parlay: 'Cược xiên',
    fixture: 'Trận đấu',
    market: 'Kèo',
    pick: 'Lựa chọn',
    odds: 'Tỷ lệ',
    score: 'Tỷ số',
    outcome: 'Kết quả',
    stake: 'Tiền cược',
    payout: 'Tiền trả',
    status: 'Trạng thái',
    placedAt: 'Thời gian cược',
  },
  en: {
    title: 'Bet details',
    single: 'Single',
    parlay: 'Parlay',
    fixture: 'Fixture',
    market: 'Market',
    pick: 'Pick',
    odds: 'Odds',
    score: 'Score',
    outcome: 'Outcome',
    stake: 'Stake',
    payout: 'Payout',
    status: 'Status',
    placedAt: 'Placed at',
  },
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const decimal = sportsOddsText;
const line = sportsLineText;

export function recallPage(bet: SportsBet, language: SiteLanguage, stylesheet: string): string {
  const t = { ...D[language], ...SPORTS_LABELS[language] };
  const money = (minor: bigint) => formatMinorAmount(minor, language);
  const rows = bet.legs
    .map((l) => {
      const pick = l.selection as keyof typeof t.picks;
      const team = pick === 'home' ? l.home : pick === 'away' ? l.away : (t.picks[pick] ?? pick);
      const withLine =
        l.marketType === 'AH' || l.marketType === 'MH'
          ? `${team} ${line(pick === 'home' ? l.line : -l.line, true)}`
          : l.marketType === 'OU' || l.marketType === 'TM'
            ? `${team} ${line(l.line, false)}`
            : team;
      const market = sportsMarketName(t, l.marketType);
      return `<tr><td>${escape(`${l.home} – ${l.away}`)}</td><td>${escape(market)}</td><td>${escape(withLine)}</td>
<td>${decimal(l.odds)}</td><td>${l.score ? `${l.score.home}–${l.score.away}` : '—'}</td>
<td>${l.outcome ? t.outcomes[l.outcome] : '—'}</td></tr>`;
    })
    .join('\n');
  const kind = bet.kind === 'single' ? t.single : `${t.parlay} ${bet.legs.length}`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} #${bet.id}</title>
<link rel="icon" type="image/svg+xml" href="/art/brand/favicon.svg">
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<main>
<h1>${t.title} #${bet.id} · ${escape(kind)}</h1>
<table class="recall">
<caption>${escape(kind)}</caption>
<thead><tr><th scope="col">${t.fixture}</th><th scope="col">${t.market}</th><th scope="col">${t.pick}</th>
<th scope="col">${t.odds}</th><th scope="col">${t.score}</th><th scope="col">${t.outcome}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<dl class="recall-sum">
<dt>${t.stake}</dt><dd>${money(bet.stake)}</dd>
<dt>${t.odds}</dt><dd>${decimal(bet.odds)}</dd>
<dt>${t.payout}</dt><dd>${bet.payout === null ? '—' : money(bet.payout)}</dd>
<dt>${t.status}</dt><dd>${t.statuses[bet.status]}</dd>
<dt>${t.placedAt}</dt><dd>${new Date(bet.createdAt).toLocaleString(language === 'en' ? 'en-GB' : 'vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })}</dd>
</dl>
</main>
</body>
</html>`;
}
