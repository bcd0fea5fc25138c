/* Lotus House · Xì Dách: the table against the house, the view of house.ts's play page (the `xidach` entry). A round is dealt, then moved card by card (hit, stand) through /house/api/act; the server keeps
 * the round and the deck (the round's provably-fair stream), and shows the dealer's second card only at the end. */
import { LANG } from '../shared/dom';
import type { XiDachOutcome } from '@lotus/house';
import type { PublicRound } from '@lotus/house/provider';
import { FrameApiError } from '../shared/frame';
import type { HouseAnswer, HouseSession, HouseTools, HouseView } from './view';

const T = {
  vi: {
    stake: 'Tiền cược',
    deal: 'Chia bài',
    hit: 'Rút bài',
    stand: 'Dằn bài',
    yourMove: 'Đến lượt bạn: rút thêm hoặc dằn (từ 16 điểm)',
    won: 'Thắng',
    lost: 'Thua',
    push: 'Hoà, hoàn tiền cược',
    again: 'Ván đã kết thúc · bấm Chia bài để chơi ván mới',
    room: 'Phòng',
    limits: 'Cược',
    seats: 'Số ghế',
    players: 'Người chơi tại bàn',
    ownHand: 'Mỗi người chơi một tay bài riêng với nhà cái.',
  },
  en: {
    stake: 'Stake',
    deal: 'Deal',
    hit: 'Hit',
    stand: 'Stand',
    yourMove: 'Your move: hit or stand (from 16 points)',
    won: 'Won',
    lost: 'Lost',
    push: 'Push, stake returned',
    again: 'Round over · press Deal for a new round',
    room: 'Room',
    limits: 'Stakes',
    seats: 'Seats',
    players: 'Players at the table',
    ownHand: 'Each player plays their own hand against the dealer.',
  },
}[LANG];

const view: { ready: ((s: HouseSession) => void) | null } = { ready: null };

function mount(h: HouseTools) {
  const stakeSelect = h.el('select', { 'aria-label': T.stake });
  const dealBtn = h.el('button', { class: 'btn', type: 'button', text: T.deal });
  const hitBtn = h.el('button', { class: 'btn', type: 'button', text: T.hit, disabled: 'disabled' });
  const standBtn = h.el('button', { class: 'btn secondary', type: 'button', text: T.stand, disabled: 'disabled' });
  let roundId: string | null = null;
  let last: XiDachOutcome | null = null; // the outcome shown now: Hit and Stand follow it, and only while its round is open
  let busy = false;
  h.controls.append(h.el('label', null, [T.stake, stakeSelect]), dealBtn, hitBtn, standBtn);

  function buttons(o: XiDachOutcome | null) {
    const open = Boolean(o && !o.finished);
    dealBtn.disabled = busy || open || !h.session();
    hitBtn.disabled = busy || !open || !o?.canHit;
    standBtn.disabled = busy || !open || !o?.canStand;
  }
  function show(round: PublicRound) {
    const o = round.outcome as XiDachOutcome;
    roundId = o.finished ? null : round.id;
    last = o;
    h.stage.textContent = '';
    h.stage.appendChild(h.renderOutcome('xi-dach', o, true));
    h.msg.className = 'msg' + (o.result === 'win' ? ' win' : '');
    h.msg.textContent = !o.finished
      ? T.yourMove
      : o.result === 'win'
        ? T.won + ' ' + h.money(round.totalWin) + ' (+' + h.money(round.totalWin - round.totalStake) + ')'
        : o.result === 'push'
          ? T.push
          : T.lost + ' ' + h.money(round.totalStake);
    if (o.finished) h.msg.textContent += ' · ' + T.again;
    buttons(o);
  }
  function send(url: string, payload: unknown) {
    busy = true;
    buttons(null);
    return h
      .api<HouseAnswer<'play'>>('POST', url, payload)
      .then(function (res) {
        busy = false;
        h.setBalance(res.balance);
        h.setCommitment(res.commitment);
        show(res.round);
        h.loadHistoryNow();
      })
      .catch(function (e) {
        busy = false;
        h.error(e);
        // A round the server no longer takes moves for (ended, or not found) leaves only Deal offered.
        if (e instanceof FrameApiError && (e.code === 'round_not_open' || e.code === 'round_not_found')) {
          roundId = last = null;
        }
        buttons(roundId ? last : null);
      });
  }
  dealBtn.addEventListener('click', function () {
    send('/house/api/play', {
      session: h.session(),
      game: 'xi-dach',
      bet: { amount: Number(stakeSelect.value) },
    });
  });
  (
    [
      [hitBtn, 'hit'],
      [standBtn, 'stand'],
    ] as const
  ).forEach(function ([button, action]) {
    button.addEventListener('click', function () {
      if (roundId) send('/house/api/act', { session: h.session(), round: roundId, action: action });
    });
  });

  // A room (GLS2_roomList): its name, limits and seats, and the players seated now (masked), read again while open.
  let roomTimer: ReturnType<typeof setTimeout> | 0 = 0;
  function showRoom(room: HouseSession['room']) {
    const old = document.getElementById('xd-room');
    if (old) old.remove();
    if (!room) return;
    const name = room.name[h.LANG] || room.name.vi;
    const list = h.el(
      'ul',
      { class: 'xd-players', 'aria-label': T.players },
      room.players.map(function (p) {
        return h.el('li', { class: 'badge', text: p });
      }),
    );
    const panel = h.el('section', { id: 'xd-room', class: 'card xd-room', 'aria-label': T.room + ' ' + name }, [
      h.el('h2', { text: name }),
      h.el('p', {
        class: 'muted',
        text:
          T.limits +
          ' ' +
          h.money(room.limits.minBet) +
          ' – ' +
          h.money(room.limits.maxBet) +
          ' · ' +
          T.seats +
          ' ' +
          room.players.length +
          '/' +
          room.seats,
      }),
      h.el('p', { class: 'muted', text: T.players + ' · ' + T.ownHand }),
      list,
    ]);
    h.stage.parentNode?.insertBefore(panel, h.stage);
  }
  function pollRoom() {
    roomTimer = setTimeout(function () {
      h.api<HouseAnswer<'state'>>('GET', '/house/api/state?session=' + encodeURIComponent(h.session() ?? ''))
        .then(function (st) {
          showRoom(st.room);
        })
        .catch(function () {})
        .then(pollRoom);
    }, 10000);
  }

  view.ready = function (s: HouseSession) {
    showRoom(s.room);
    if (s.room && !roomTimer) pollRoom();
    stakeSelect.textContent = '';
    h.stakeLevels(s.game).forEach(function (v) {
      stakeSelect.appendChild(h.el('option', { value: String(v), text: h.money(v) }));
    });
    stakeSelect.selectedIndex = Math.min(1, stakeSelect.options.length - 1);
    // A round left open (a reload, a lost connection) is taken up where it stopped.
    h.api<HouseAnswer<'rounds'>>('GET', '/house/api/rounds?limit=5&session=' + encodeURIComponent(s.session))
      .then(function (rows) {
        const open = rows.find(function (r) {
          return r.status === 'bet_placed' && (r.outcome as XiDachOutcome | null)?.finished === false;
        });
        if (open) show(open);
        else buttons(null);
      })
      .catch(function () {
        buttons(null);
      });
  };
  return dealBtn;
}

export const xiDachView: HouseView = {
  mount: mount,
  ready: function (s) {
    if (view.ready) view.ready(s);
  },
};
