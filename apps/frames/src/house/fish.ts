/* Lotus House · Golden Fish Hunt: the sea on a canvas (drawn by code, no pictures), the view of house.ts's play page
 * (the `fish` entry), which mounts it with the page's tools (session, balance, history).
 * One shot is one round played by the server: the fish dies only when the server's answer says so. */
import type { FishOutcome } from '@lotus/house';
import { FISH_TYPES } from '@lotus/house/browser';
import { LANG } from '../shared/dom';
import { FrameApiError } from '../shared/frame';
import type { HousePlayed, HouseSession, HouseTools, HouseView } from './view';

const T = {
  vi: {
    sea: 'Biển cá: chạm vào một điểm để bắn về phía đó, giữ để bắn liên tục',
    fire: 'Bắn',
    auto: 'Bắn tự động',
    autoCount: 'Số phát tự động',
    shots: 'phát',
    stop: 'Dừng',
    level: 'Mức cược mỗi phát',
    caught: 'Hạ được',
    bigWin: 'THẮNG LỚN',
    noFish: 'Chưa có cá trong tầm bắn',
    tooFast: 'Bắn chậm lại một chút',
    lowBalance: 'Số dư không đủ cho mức cược này',
    balance: 'Số dư',
  },
  en: {
    sea: 'The sea: tap a point to fire there, hold to keep firing',
    fire: 'Fire',
    auto: 'Auto fire',
    autoCount: 'Auto shots',
    shots: 'shots',
    stop: 'Stop',
    level: 'Stake per shot',
    caught: 'Caught',
    bigWin: 'BIG WIN',
    noFish: 'No fish in range yet',
    tooFast: 'Slow down a little',
    lowBalance: 'The balance does not cover this stake',
    balance: 'Balance',
  },
}[LANG];

// ── limits: the frame loop allocates nothing; every moving thing lives in a fixed pool ──
const MAX_FISH = 18;
const MAX_BULLETS = 16;
const MAX_COINS = 40;
const MAX_FLOATS = 12;
const MAX_NETS = 10;
const MAX_BUBBLES = 22;
const SHOT_MS = 280; // at most ~3.5 shots a second from this page (the server refuses floods too)
const MAX_IN_FLIGHT = 4;
const BULLET_SPEED = 760; // CSS px per second

/** Each fish type's look (sizes in sea units: the sea is 640 × 400 units on screen, scaled to fit). */
interface Look {
  len: number;
  h: number;
  body: string;
  belly: string;
  fin: string;
  speed: number;
  stripes?: string;
  spikes?: boolean;
  teeth?: boolean;
  crown?: boolean;
  shape?: 'turtle' | 'ray' | 'dragon';
}
const LOOK: Record<string, Look> = {
  minnow: { len: 32, h: 14, body: '#93c5fd', belly: '#e0f2fe', fin: '#3b82f6', speed: 0.085 },
  clownfish: { len: 38, h: 20, body: '#fb923c', belly: '#fed7aa', fin: '#c2410c', stripes: '#fff', speed: 0.075 },
  puffer: { len: 42, h: 34, body: '#facc15', belly: '#fef9c3', fin: '#ca8a04', spikes: true, speed: 0.06 },
  angelfish: { len: 42, h: 46, body: '#a78bfa', belly: '#ede9fe', fin: '#7c3aed', stripes: '#312e81', speed: 0.06 },
  turtle: { len: 62, h: 46, body: '#4ade80', belly: '#166534', fin: '#16a34a', shape: 'turtle', speed: 0.045 },
  ray: { len: 76, h: 64, body: '#64748b', belly: '#cbd5e1', fin: '#334155', shape: 'ray', speed: 0.05 },
  shark: { len: 118, h: 40, body: '#94a3b8', belly: '#f1f5f9', fin: '#475569', teeth: true, speed: 0.05 },
  whale: { len: 180, h: 78, body: '#1d4ed8', belly: '#bfdbfe', fin: '#1e3a8a', speed: 0.03 },
  'golden-dragon': {
    len: 200,
    h: 44,
    body: '#f59e0b',
    belly: '#fde68a',
    fin: '#b45309',
    shape: 'dragon',
    speed: 0.035,
  },
  'sea-king': { len: 170, h: 90, body: '#dc2626', belly: '#fecaca', fin: '#7f1d1d', crown: true, speed: 0.028 },
};
const DEFAULT_LOOK = LOOK.minnow!;

/** A 2D context (every canvas here is a fresh one, which always has one). */
function ctx2d(c: HTMLCanvasElement, options?: CanvasRenderingContext2DSettings): CanvasRenderingContext2D {
  const x = c.getContext('2d', options);
  if (!x) throw new Error('no 2D canvas');
  return x;
}

interface Fish {
  on: boolean;
  serial: number;
  type: number;
  u: number;
  speed: number;
  dir: number;
  ya: number;
  yb: number;
  amp: number;
  freq: number;
  phase: number;
  x: number;
  y: number;
  ang: number;
  flash: number;
  dying: number;
  r: number;
}
interface Shot {
  on: boolean;
  fish: Fish | null;
  serial: number;
  type: number;
  x: number;
  y: number;
  arrived: boolean;
  answered: boolean;
  killed: boolean;
  win: number;
}
interface Bullet {
  on: boolean;
  x: number;
  y: number;
  ang: number;
  shot: Shot | null;
}
interface Floating {
  on: boolean;
  t: number;
  x: number;
  y: number;
  text: string;
  color: string;
  size: number;
}

function mount(h: HouseTools) {
  const TYPES = FISH_TYPES;
  const NT = TYPES.length;
  const looks: Look[] = [];
  const labels: string[] = [];
  const spawnWeight: number[] = [];
  let totalWeight = 0;
  for (const t of TYPES) {
    looks.push(LOOK[t.id] || DEFAULT_LOOK);
    labels.push('×' + t.multiplier);
    // Cheap fish swim often, the dearest rarely (the bosses at most one at a time).
    const weight = t.boss ? 0.7 : 10 / Math.pow(t.multiplier, 0.45);
    spawnWeight.push(weight);
    totalWeight += weight;
  }

  // ── the page's parts ──
  const canvas = h.el('canvas', { class: 'fish-sea', role: 'img', tabindex: '0', 'aria-label': T.sea });
  const g = ctx2d(canvas, { alpha: false });
  // Styled through the CSSOM (no inline style attribute): a block as wide as the card, no browser gestures on it.
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.borderRadius = '10px';
  canvas.style.touchAction = 'none';
  canvas.style.cursor = 'crosshair';
  const wrap = h.el('div', { class: 'fish-wrap' }, [canvas]);
  h.stage.classList.add('fish-stage');
  h.stage.appendChild(wrap);
  const levelSelect = h.el('select', { 'aria-label': T.level });
  const fireBtn = h.el('button', { class: 'btn fish-fire', type: 'button', text: T.fire });
  const autoBtn = h.el('button', { class: 'btn secondary', type: 'button', 'aria-pressed': 'false', text: T.auto });
  const autoCount = h.el(
    'select',
    { 'aria-label': T.autoCount },
    [25, 50, 100].map(function (n) {
      // The count says what it counts: a bare "25" beside Auto fire reads as a stake.
      return h.el('option', { value: String(n), text: n + ' ' + T.shots });
    }),
  );
  h.controls.classList.add('fish-controls');
  h.controls.append(
    h.el('label', null, [T.level, levelSelect]),
    fireBtn,
    h.el('span', { class: 'row' }, [autoBtn, autoCount]),
    h.toggle(h.D.sound, h.audio.on, function (on) {
      h.audio.on = on;
      h.setFlag('sound', on);
    }),
  );

  // ── state ──
  let W = 0;
  let H = 0;
  let dpr = 1;
  let k = 1; // CSS px per sea unit
  let levels: number[] = [];
  let level = 0;
  let stakeText = '';
  let balanceSeen: number | null | undefined;
  let balanceText = '';
  let balanceBox = 0;
  let aim = -Math.PI / 2;
  let holding = false;
  let holdX = 0;
  let holdY = 0;
  let nextShotAt = 0;
  let inFlight = 0;
  let seq = 0;
  let appliedSeq = 0;
  let fishSerial = 0;
  let locked: Fish | null = null;
  let lockedSerial = 0;
  let autoLeft = 0;
  let shake = 0;
  const bg = document.createElement('canvas');
  const sprites: HTMLCanvasElement[] = [];
  const flashes: HTMLCanvasElement[] = [];
  const coinSprite = document.createElement('canvas');
  let last = 0;
  let spawnIn = 0;
  const labelSprites: HTMLCanvasElement[] = [];
  const fonts: Record<number, string> = {};
  /** The site's font (fonts.css) in bold at `size` CSS px, its string made once. */
  function font(size: number) {
    return (
      fonts[size] ||
      (fonts[size] = '600 ' + size + "px 'Be Vietnam Pro', 'Lotus Fallback', 'Lotus Fallback DejaVu', sans-serif")
    );
  }

  function pool<T>(n: number, make: () => T): T[] {
    const a: T[] = [];
    for (let i = 0; i < n; i++) a.push(make());
    return a;
  }
  const fish = pool<Fish>(MAX_FISH, function () {
    return {
      on: false,
      serial: 0,
      type: 0,
      u: 0,
      speed: 0,
      dir: 1,
      ya: 0,
      yb: 0,
      amp: 0,
      freq: 0,
      phase: 0,
      x: -999,
      y: -999,
      ang: 0,
      flash: 0,
      dying: -1,
      r: 10,
    };
  });
  const bullets = pool<Bullet>(MAX_BULLETS, function () {
    return { on: false, x: 0, y: 0, ang: 0, shot: null };
  });
  const shots = pool<Shot>(MAX_BULLETS, function () {
    return {
      on: false,
      fish: null,
      serial: 0,
      type: 0,
      x: 0,
      y: 0,
      arrived: false,
      answered: false,
      killed: false,
      win: 0,
    };
  });
  const coins = pool(MAX_COINS, function () {
    return { on: false, t: 0, x0: 0, y0: 0, cx: 0, cy: 0 };
  });
  const floats = pool<Floating>(MAX_FLOATS, function () {
    return { on: false, t: 0, x: 0, y: 0, text: '', color: '#fff', size: 16 };
  });
  const nets = pool(MAX_NETS, function () {
    return { on: false, t: 0, x: 0, y: 0 };
  });
  const bubbles = pool(MAX_BUBBLES, function () {
    return { x: Math.random(), y: Math.random(), r: 1 + Math.random() * 3, v: 0.02 + Math.random() * 0.04 };
  });
  function free<T extends { on: boolean }>(list: T[]): T | null {
    for (const x of list) if (!x.on) return x;
    return null;
  }

  // ── drawing the fish (once per size, into sprites) ──
  function fishPath(c: CanvasRenderingContext2D, L: number, Hh: number, look: Look) {
    c.beginPath();
    if (look.shape === 'ray') {
      c.moveTo(L * 0.5, 0);
      c.quadraticCurveTo(0, -Hh * 0.9, -L * 0.25, -Hh);
      c.quadraticCurveTo(-L * 0.1, 0, -L * 0.25, Hh);
      c.quadraticCurveTo(0, Hh * 0.9, L * 0.5, 0);
    } else if (look.shape === 'turtle') {
      c.ellipse(0, 0, L * 0.36, Hh * 0.42, 0, 0, Math.PI * 2);
    } else {
      c.ellipse(0, 0, L * 0.5, Hh * 0.5, 0, 0, Math.PI * 2);
    }
  }
  function drawFish(c: CanvasRenderingContext2D, look: Look, L: number, Hh: number, boss: boolean) {
    c.lineJoin = 'round';
    if (boss) {
      c.fillStyle = 'rgba(253, 224, 71, 0.18)';
      c.beginPath();
      c.ellipse(0, 0, L * 0.62, Hh * 0.75, 0, 0, Math.PI * 2);
      c.fill();
    }
    c.fillStyle = look.fin;
    if (look.shape === 'turtle') {
      // flippers and head
      c.beginPath();
      c.ellipse(L * 0.18, -Hh * 0.42, L * 0.16, Hh * 0.1, -0.6, 0, Math.PI * 2);
      c.ellipse(L * 0.18, Hh * 0.42, L * 0.16, Hh * 0.1, 0.6, 0, Math.PI * 2);
      c.ellipse(-L * 0.26, -Hh * 0.34, L * 0.1, Hh * 0.08, 0.5, 0, Math.PI * 2);
      c.ellipse(-L * 0.26, Hh * 0.34, L * 0.1, Hh * 0.08, -0.5, 0, Math.PI * 2);
      c.fill();
      c.beginPath();
      c.ellipse(L * 0.42, 0, L * 0.1, Hh * 0.13, 0, 0, Math.PI * 2);
      c.fill();
    } else if (look.shape === 'dragon') {
      // a long body of scales with a spiny back
      c.beginPath();
      for (let s = -4; s <= 4; s++) c.lineTo(s * L * 0.1, -Hh * (s % 2 ? 0.75 : 0.35));
      c.lineTo(L * 0.4, 0);
      c.fill();
    } else if (look.shape !== 'ray') {
      c.beginPath();
      c.moveTo(-L * 0.42, 0);
      c.lineTo(-L * 0.68, -Hh * 0.5);
      c.lineTo(-L * 0.6, 0);
      c.lineTo(-L * 0.68, Hh * 0.5);
      c.closePath();
      c.moveTo(-L * 0.1, -Hh * 0.42);
      c.quadraticCurveTo(L * 0.02, -Hh * (look.teeth ? 1.05 : 0.8), L * 0.16, -Hh * 0.4);
      c.fill();
    }
    const grad = c.createLinearGradient(0, -Hh * 0.5, 0, Hh * 0.5);
    grad.addColorStop(0, look.body);
    grad.addColorStop(1, look.belly);
    c.fillStyle = look.shape === 'turtle' ? look.body : grad;
    fishPath(c, L, Hh, look);
    c.fill();
    if (look.shape === 'turtle') {
      c.strokeStyle = look.belly;
      c.lineWidth = Math.max(1, L * 0.03);
      c.beginPath();
      c.moveTo(-L * 0.2, 0);
      c.lineTo(L * 0.2, 0);
      c.moveTo(0, -Hh * 0.4);
      c.lineTo(0, Hh * 0.4);
      c.stroke();
    }
    if (look.stripes) {
      c.fillStyle = look.stripes;
      for (let i = -1; i <= 1; i++) c.fillRect(i * L * 0.2 - L * 0.035, -Hh * 0.45, L * 0.07, Hh * 0.9);
      c.fillStyle = look.shape === 'turtle' ? look.body : grad;
    }
    if (look.spikes) {
      c.strokeStyle = look.fin;
      c.lineWidth = Math.max(1, L * 0.025);
      c.beginPath();
      for (let a = 0; a < 12; a++) {
        const an = (a / 12) * Math.PI * 2;
        c.moveTo(Math.cos(an) * L * 0.48, Math.sin(an) * Hh * 0.48);
        c.lineTo(Math.cos(an) * L * 0.6, Math.sin(an) * Hh * 0.62);
      }
      c.stroke();
    }
    if (look.crown) {
      c.fillStyle = '#fde047';
      c.beginPath();
      c.moveTo(L * 0.05, -Hh * 0.45);
      c.lineTo(L * 0.1, -Hh * 0.78);
      c.lineTo(L * 0.17, -Hh * 0.55);
      c.lineTo(L * 0.24, -Hh * 0.82);
      c.lineTo(L * 0.3, -Hh * 0.52);
      c.lineTo(L * 0.36, -Hh * 0.72);
      c.lineTo(L * 0.36, -Hh * 0.38);
      c.closePath();
      c.fill();
    }
    if (look.teeth) {
      c.fillStyle = '#fff';
      c.beginPath();
      c.moveTo(L * 0.3, Hh * 0.12);
      c.lineTo(L * 0.46, Hh * 0.05);
      c.lineTo(L * 0.3, Hh * 0.2);
      c.fill();
    }
    // the eye
    const ex = look.shape === 'turtle' ? L * 0.45 : look.shape === 'ray' ? L * 0.3 : L * 0.3;
    const er = Math.max(1.5, Math.min(L, Hh * 2) * 0.06);
    c.fillStyle = '#fff';
    c.beginPath();
    c.arc(ex, -Hh * 0.1, er, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#0f172a';
    c.beginPath();
    c.arc(ex + er * 0.25, -Hh * 0.1, er * 0.55, 0, Math.PI * 2);
    c.fill();
  }
  function makeSprite(ti: number, flash: boolean) {
    const look = looks[ti]!;
    const L = look.len * k;
    const Hh = look.h * k;
    const cw = Math.ceil((L * 1.45 + 8) * dpr);
    const ch = Math.ceil((Math.max(Hh * 1.8, L * 0.3) + 8) * dpr);
    const c = document.createElement('canvas');
    c.width = cw;
    c.height = ch;
    const x = ctx2d(c);
    x.setTransform(dpr, 0, 0, dpr, cw / 2 + L * 0.08 * dpr, ch / 2);
    drawFish(x, look, L, Hh, TYPES[ti]!.boss);
    if (flash) {
      x.setTransform(1, 0, 0, 1, 0, 0);
      x.globalCompositeOperation = 'source-atop';
      x.fillStyle = 'rgba(255, 90, 90, 0.65)';
      x.fillRect(0, 0, cw, ch);
    }
    return c;
  }
  function drawBackground() {
    bg.width = Math.round(W * dpr);
    bg.height = Math.round(H * dpr);
    const c = ctx2d(bg);
    c.setTransform(dpr, 0, 0, dpr, 0, 0);
    const sea = c.createLinearGradient(0, 0, 0, H);
    sea.addColorStop(0, '#0ea5e9');
    sea.addColorStop(0.45, '#0c4a6e');
    sea.addColorStop(1, '#082f49');
    c.fillStyle = sea;
    c.fillRect(0, 0, W, H);
    // light rays from the surface
    c.fillStyle = 'rgba(255, 255, 255, 0.06)';
    for (let i = 0; i < 5; i++) {
      const x = (i + 0.3) * (W / 5);
      c.beginPath();
      c.moveTo(x, 0);
      c.lineTo(x + W * 0.08, 0);
      c.lineTo(x - W * 0.05, H);
      c.lineTo(x - W * 0.16, H);
      c.fill();
    }
    // the sand, rocks and coral
    c.fillStyle = '#a16207';
    c.beginPath();
    c.moveTo(0, H);
    c.lineTo(0, H * 0.93);
    c.quadraticCurveTo(W * 0.3, H * 0.86, W * 0.55, H * 0.93);
    c.quadraticCurveTo(W * 0.8, H * 0.98, W, H * 0.9);
    c.lineTo(W, H);
    c.fill();
    c.fillStyle = '#334155';
    c.beginPath();
    c.ellipse(W * 0.12, H * 0.95, 34 * k, 20 * k, 0, 0, Math.PI * 2);
    c.ellipse(W * 0.86, H * 0.93, 44 * k, 26 * k, 0, 0, Math.PI * 2);
    c.fill();
    c.strokeStyle = '#f472b6';
    c.lineWidth = 5 * k;
    c.lineCap = 'round';
    c.beginPath();
    for (let b = 0; b < 3; b++) {
      const bx = W * 0.68 + b * 12 * k;
      c.moveTo(bx, H * 0.95);
      c.quadraticCurveTo(bx - 10 * k, H * 0.88, bx - 4 * k + b * 6 * k, H * 0.8);
    }
    c.stroke();
    // the coin sprite
    const cs = Math.ceil(16 * k * dpr) + 2;
    coinSprite.width = cs;
    coinSprite.height = cs;
    const cc = ctx2d(coinSprite);
    cc.fillStyle = '#fcd34d';
    cc.strokeStyle = '#b45309';
    cc.lineWidth = Math.max(1, cs * 0.1);
    cc.beginPath();
    cc.arc(cs / 2, cs / 2, cs / 2 - cc.lineWidth, 0, Math.PI * 2);
    cc.fill();
    cc.stroke();
    cc.fillStyle = '#92400e';
    cc.fillRect(cs * 0.4, cs * 0.4, cs * 0.2, cs * 0.2);
  }
  function resize() {
    const w = Math.max(240, Math.round(wrap.clientWidth));
    const portrait = window.innerHeight > window.innerWidth;
    const hh = Math.round(
      Math.min(portrait ? w * 1.15 : w * 0.56, Math.max(220, window.innerHeight * (portrait ? 0.72 : 0.62))),
    );
    if (w === W && hh === H) return;
    W = w;
    H = Math.max(220, hh);
    // Sharp on a phone, but never more than ~1.6 million device pixels a frame.
    dpr = Math.min(window.devicePixelRatio || 1, 2, Math.sqrt(1600000 / (W * H)));
    k = Math.min(W / 480, H / 380);
    canvas.style.height = H + 'px';
    canvas.width = Math.round(W * dpr);
    canvas.height = Math.round(H * dpr);
    sprites.length = 0;
    flashes.length = 0;
    for (let i = 0; i < NT; i++) {
      sprites.push(makeSprite(i, false));
      flashes.push(makeSprite(i, true));
    }
    drawBackground();
    // Each type's multiplier as a picture of its own: text is the dearest thing to draw every frame.
    const size = Math.round(Math.max(11, 13 * k));
    labelSprites.length = 0;
    for (let l = 0; l < NT; l++) {
      const lc = document.createElement('canvas');
      const lx = ctx2d(lc);
      lx.font = font(size);
      const lw = Math.ceil(lx.measureText(labels[l]!).width) + 4;
      lc.width = Math.ceil(lw * dpr);
      lc.height = Math.ceil((size + 4) * dpr);
      lx.setTransform(dpr, 0, 0, dpr, 0, 0);
      lx.font = font(size);
      lx.textAlign = 'center';
      lx.textBaseline = 'middle';
      lx.fillStyle = '#0f172a';
      lx.fillText(labels[l]!, lw / 2 + 1, (size + 4) / 2 + 1);
      lx.fillStyle = TYPES[l]!.boss ? '#fde047' : '#fff';
      lx.fillText(labels[l]!, lw / 2, (size + 4) / 2);
      labelSprites.push(lc);
    }
    for (let f = 0; f < MAX_FISH; f++) fish[f]!.r = Math.max(16, (looks[fish[f]!.type]!.len * k) / 2.4);
  }

  // ── the fish swim ──
  function bossOnScreen() {
    for (let i = 0; i < MAX_FISH; i++) if (fish[i]!.on && TYPES[fish[i]!.type]!.boss && fish[i]!.dying < 0) return true;
    return false;
  }
  function pickType() {
    for (;;) {
      let r = Math.random() * totalWeight;
      let i = 0;
      for (; i < NT; i++) {
        r -= spawnWeight[i]!;
        if (r < 0) break;
      }
      if (i >= NT) i = 0;
      if (!TYPES[i]!.boss || !bossOnScreen()) return i;
    }
  }
  function spawn(u0: number) {
    const ti = pickType();
    const school = TYPES[ti]!.multiplier <= 3 ? 2 + Math.floor(Math.random() * 3) : 1;
    const dir = Math.random() < 0.5 ? 1 : -1;
    const ya = 0.12 + Math.random() * 0.6;
    const yb = 0.12 + Math.random() * 0.6;
    const amp = 0.02 + Math.random() * 0.06;
    const freq = 1 + Math.random() * 2;
    const phase = Math.random() * 6.28;
    const speed = looks[ti]!.speed * (0.8 + Math.random() * 0.4);
    for (let m = 0; m < school; m++) {
      const f = free(fish);
      if (!f) return;
      f.on = true;
      f.serial = ++fishSerial;
      f.type = ti;
      f.u = u0 - m * 0.035;
      f.speed = speed;
      f.dir = dir;
      f.ya = ya + (m % 2 ? 0.04 : -0.04) * (m > 0 ? 1 : 0);
      f.yb = yb + (m % 2 ? 0.04 : -0.04) * (m > 0 ? 1 : 0);
      f.amp = amp;
      f.freq = freq;
      f.phase = phase;
      f.flash = 0;
      f.dying = -1;
      f.r = Math.max(16, (looks[ti]!.len * k) / 2.4);
      place(f);
    }
  }
  function place(f: Fish) {
    const u = f.u;
    const span = 1.3;
    const nx = f.dir > 0 ? -0.15 + u * span : 1.15 - u * span;
    const ny = f.ya + (f.yb - f.ya) * u + f.amp * Math.sin(u * f.freq * 6.28 + f.phase);
    const nx2 = f.dir > 0 ? nx + 0.01 : nx - 0.01;
    const ny2 = f.ya + (f.yb - f.ya) * (u + 0.0077) + f.amp * Math.sin((u + 0.0077) * f.freq * 6.28 + f.phase);
    f.x = nx * W;
    f.y = ny * H;
    f.ang = Math.atan2((ny2 - ny) * H, (nx2 - nx) * W);
  }
  function onScreen(f: Fish) {
    return f.on && f.dying < 0 && f.x > 0 && f.x < W && f.y > 0 && f.y < H * 0.9;
  }

  // ── shooting ──
  function cannonX() {
    return W / 2;
  }
  function cannonY() {
    return H - 8 * k;
  }
  /** The live fish nearest the line from the cannon at `angle` (within a few degrees), else null. */
  function alongAim(angle: number) {
    let best: Fish | null = null;
    let bestD = 1e9;
    const cx = cannonX();
    const cy = cannonY();
    for (let i = 0; i < MAX_FISH; i++) {
      const f = fish[i]!;
      if (!onScreen(f)) continue;
      const dx = f.x - cx;
      const dy = f.y - cy;
      const dist = Math.sqrt(dx * dx + dy * dy);
      const off = Math.abs(Math.sin(Math.atan2(dy, dx) - angle)) * dist;
      if (Math.cos(Math.atan2(dy, dx) - angle) <= 0 || off > f.r + 24) continue;
      if (dist < bestD) {
        bestD = dist;
        best = f;
      }
    }
    return best;
  }
  function fishAt(x: number, y: number) {
    let best: Fish | null = null;
    let bestD = 1e9;
    for (let i = 0; i < MAX_FISH; i++) {
      const f = fish[i]!;
      if (!onScreen(f)) continue;
      const d = Math.sqrt((f.x - x) * (f.x - x) + (f.y - y) * (f.y - y));
      if (d < f.r + 14 && d < bestD) {
        bestD = d;
        best = f;
      }
    }
    return best;
  }
  function target() {
    if (locked && locked.serial === lockedSerial && onScreen(locked)) return locked;
    const f = alongAim(aim);
    if (f) return f;
    // nothing where the cannon points: the nearest fish of the sea
    let best: Fish | null = null;
    let bestD = 1e9;
    for (let i = 0; i < MAX_FISH; i++) {
      if (!onScreen(fish[i]!)) continue;
      const d = Math.abs(fish[i]!.x - cannonX()) + Math.abs(fish[i]!.y - cannonY());
      if (d < bestD) {
        bestD = d;
        best = fish[i]!;
      }
    }
    return best;
  }
  function stake() {
    return levels[level] || 0;
  }
  /** The page's status line; the same words again change nothing (the loop may call this every frame). */
  function say(text: string, cls?: string) {
    const c = 'msg' + (cls ? ' ' + cls : '');
    if (h.msg.textContent === text && h.msg.className === c) return;
    h.msg.className = c;
    h.msg.textContent = text;
  }
  function sound(kind: 'shot' | 'hit' | 'coin', big?: boolean) {
    try {
      const c = h.audioContext();
      if (!c) return;
      const t = c.currentTime + 0.01;
      if (kind === 'shot') h.tone(c, 620, t, 0.07, 'square', 0.03);
      else if (kind === 'hit') h.tone(c, 170, t, 0.09, 'sine', 0.12);
      else {
        const notes = big ? [784, 988, 1175, 1568, 1319, 1568] : [988, 1319];
        for (let i = 0; i < notes.length; i++) h.tone(c, notes[i]!, t + i * 0.07, 0.16, 'triangle', 0.12);
      }
    } catch (_e) {
      // no sound on this browser
    }
  }
  /** Fires one shot at `f` (or at the best target); false when it cannot fire now. */
  function fire(f: Fish | null, now: number) {
    if (!h.session() || !levels.length) return false;
    if (now < nextShotAt || inFlight >= MAX_IN_FLIGHT) return false;
    const amount = stake();
    const bal = h.balance();
    if (bal !== null && bal < amount) {
      say(T.lowBalance, 'error');
      stopAuto();
      return false;
    }
    f = f || target();
    if (!f) {
      say(T.noFish);
      return false;
    }
    const b = free(bullets);
    const s = free(shots);
    if (!b || !s) return false;
    nextShotAt = now + SHOT_MS;
    aim = Math.atan2(f.y - cannonY(), f.x - cannonX());
    s.on = true;
    s.fish = f;
    s.serial = f.serial;
    s.type = f.type;
    s.x = f.x;
    s.y = f.y;
    s.arrived = false;
    s.answered = false;
    s.killed = false;
    s.win = 0;
    b.on = true;
    b.x = cannonX() + Math.cos(aim) * 30 * k;
    b.y = cannonY() + Math.sin(aim) * 30 * k;
    b.ang = aim;
    b.shot = s;
    inFlight++;
    sound('shot');
    const mySeq = ++seq;
    h.api<HousePlayed>('POST', '/house/api/play', {
      session: h.session(),
      game: 'fish-hunter',
      bet: { amount: amount, fish: TYPES[f.type]!.id },
    })
      .then(function (res) {
        // Answers can cross: only a later shot's balance replaces the one shown.
        if (mySeq > appliedSeq) {
          appliedSeq = mySeq;
          h.setBalance(res.balance);
          h.setCommitment(res.commitment);
        }
        const o = res.round.outcome as FishOutcome | null;
        s.answered = true;
        s.killed = Boolean(o && o.killed);
        s.win = res.round.totalWin;
        h.loadHistory();
      })
      .catch(function (e) {
        s.on = false;
        b.on = false;
        if (e instanceof FrameApiError && e.code === 'house_rate_limited') say(T.tooFast);
        else {
          stopAuto();
          h.error(e);
        }
      })
      .then(function () {
        inFlight--;
      });
    return true;
  }
  function resolve(s: Shot) {
    const alive = s.fish && s.fish.on && s.fish.serial === s.serial ? s.fish : null;
    const x = alive ? alive.x : s.x;
    const y = alive ? alive.y : s.y;
    if (s.killed) {
      if (alive && alive.dying < 0) alive.dying = 0.9;
      const boss = TYPES[s.type]!.boss;
      const n = Math.min(14, 3 + Math.floor(TYPES[s.type]!.multiplier / 8));
      for (let i = 0; i < n; i++) {
        const c = free(coins);
        if (!c) break;
        c.on = true;
        c.t = -i * 0.05;
        c.x0 = x + (Math.random() - 0.5) * 30 * k;
        c.y0 = y + (Math.random() - 0.5) * 20 * k;
        c.cx = (c.x0 + 20) / 2;
        c.cy = Math.min(c.y0, 20) - 60 * k;
      }
      addFloat(x, y - 10 * k, '+' + h.money(s.win), '#fde047', boss ? 26 : 18);
      if (boss) {
        addFloat(W / 2, H / 2, T.bigWin, '#fde047', 40);
        shake = 0.5;
      }
      say(
        T.caught + ' ' + TYPES[s.type]!.name[LANG] + ' ×' + TYPES[s.type]!.multiplier + ': +' + h.money(s.win),
        'win',
      );
      sound('coin', boss);
    } else {
      if (alive) alive.flash = 0.18;
      sound('hit');
    }
    s.on = false;
    s.fish = null;
  }
  function addFloat(x: number, y: number, text: string, color: string, size: number) {
    const f = free(floats);
    if (!f) return;
    f.on = true;
    f.t = 0;
    f.x = x;
    f.y = y;
    f.text = text;
    f.color = color;
    f.size = size;
  }

  // ── the frame: move, then draw (no allocation in here) ──
  function update(dt: number, now: number) {
    let i;
    spawnIn -= dt;
    let alive = 0;
    for (i = 0; i < MAX_FISH; i++) if (fish[i]!.on) alive++;
    if (spawnIn <= 0 && alive < MAX_FISH - 4) {
      spawn(0);
      spawnIn = 0.6 + Math.random() * 1.1;
    }
    for (i = 0; i < MAX_FISH; i++) {
      const f = fish[i]!;
      if (!f.on) continue;
      if (f.dying >= 0) {
        f.dying -= dt;
        if (f.dying < 0) f.on = false;
        continue;
      }
      f.u += f.speed * dt;
      if (f.flash > 0) f.flash -= dt;
      if (f.u > 1) {
        f.on = false;
        continue;
      }
      place(f);
    }
    for (i = 0; i < MAX_BULLETS; i++) {
      const b = bullets[i]!;
      if (!b.on) continue;
      const s = b.shot!;
      const tf = s.fish;
      if (tf && tf.on && tf.serial === s.serial) {
        s.x = tf.x;
        s.y = tf.y;
      }
      const dx = s.x - b.x;
      const dy = s.y - b.y;
      const d = Math.sqrt(dx * dx + dy * dy);
      const step = BULLET_SPEED * dt;
      if (d <= step + 4) {
        b.on = false;
        s.arrived = true;
        const net = free(nets);
        if (net) {
          net.on = true;
          net.t = 0;
          net.x = s.x;
          net.y = s.y;
        }
      } else {
        b.ang = Math.atan2(dy, dx);
        b.x += (dx / d) * step;
        b.y += (dy / d) * step;
      }
    }
    for (i = 0; i < MAX_BULLETS; i++) if (shots[i]!.on && shots[i]!.arrived && shots[i]!.answered) resolve(shots[i]!);
    for (i = 0; i < MAX_COINS; i++) {
      if (!coins[i]!.on) continue;
      coins[i]!.t += dt / 0.9;
      if (coins[i]!.t >= 1) coins[i]!.on = false;
    }
    for (i = 0; i < MAX_FLOATS; i++) {
      if (!floats[i]!.on) continue;
      floats[i]!.t += dt / 1.3;
      if (floats[i]!.t >= 1) floats[i]!.on = false;
    }
    for (i = 0; i < MAX_NETS; i++) {
      if (!nets[i]!.on) continue;
      nets[i]!.t += dt / 0.35;
      if (nets[i]!.t >= 1) nets[i]!.on = false;
    }
    for (i = 0; i < MAX_BUBBLES; i++) {
      bubbles[i]!.y -= bubbles[i]!.v * dt;
      if (bubbles[i]!.y < 0) {
        bubbles[i]!.y = 1;
        bubbles[i]!.x = Math.random();
      }
    }
    if (shake > 0) shake -= dt;
    // holding a finger (or the mouse) down keeps firing at what it points at
    if (holding) {
      aim = Math.atan2(holdY - cannonY(), holdX - cannonX());
      const hf = now >= nextShotAt ? fishAt(holdX, holdY) || alongAim(aim) : null;
      if (hf) fire(hf, now);
    } else if (autoLeft > 0 && now >= nextShotAt && inFlight < MAX_IN_FLIGHT) {
      // Auto fire waits for a fish to come into the sea rather than firing at nothing.
      const af = target();
      if (af && fire(af, now)) {
        autoLeft--;
        autoLabel();
        if (autoLeft <= 0) stopAuto();
      }
    }
    const bal = h.balance();
    if (bal !== balanceSeen) {
      balanceSeen = bal;
      balanceText = bal === null ? '—' : h.money(bal);
      g.font = font(14);
      balanceBox = g.measureText(balanceText).width + 20;
    }
  }
  function draw(now: number) {
    let i;
    const sx = shake > 0 ? Math.sin(now * 0.07) * 6 * shake : 0;
    g.setTransform(1, 0, 0, 1, sx * dpr, 0);
    g.drawImage(bg, 0, 0);
    g.setTransform(dpr, 0, 0, dpr, sx * dpr, 0);
    // swaying seaweed
    g.strokeStyle = '#15803d';
    g.lineWidth = 4 * k;
    g.lineCap = 'round';
    g.beginPath();
    for (i = 0; i < 6; i++) {
      const wx = W * (0.05 + i * 0.17);
      const sway = Math.sin(now * 0.0012 + i) * 14 * k;
      g.moveTo(wx, H);
      g.quadraticCurveTo(wx + sway, H - 40 * k, wx + sway * 1.6, H - (60 + (i % 3) * 18) * k);
    }
    g.stroke();
    g.strokeStyle = 'rgba(224, 242, 254, 0.5)';
    g.lineWidth = 1;
    g.beginPath();
    for (i = 0; i < MAX_BUBBLES; i++) {
      const bx = bubbles[i]!.x * W + Math.sin(now * 0.002 + i) * 3;
      const by = bubbles[i]!.y * H;
      g.moveTo(bx + bubbles[i]!.r * k, by);
      g.arc(bx, by, bubbles[i]!.r * k, 0, 6.283);
    }
    g.stroke();
    // the fish
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (i = 0; i < MAX_FISH; i++) {
      const f = fish[i]!;
      if (!f.on) continue;
      const spr = f.flash > 0 ? flashes[f.type]! : sprites[f.type]!;
      const sw = spr.width / dpr;
      const sh = spr.height / dpr;
      let scale = 1;
      let ang = f.ang;
      const flip = f.dir < 0 ? -1 : 1;
      if (f.dying >= 0) {
        scale = 0.4 + 0.6 * (f.dying / 0.9);
        ang += (0.9 - f.dying) * 12;
        g.globalAlpha = Math.max(0, f.dying / 0.9);
      }
      const wob = 1 + Math.sin(now * 0.012 + f.serial) * 0.05;
      const cs = Math.cos(ang) * scale * dpr;
      const sn = Math.sin(ang) * scale * dpr;
      g.setTransform(cs, sn, -sn * flip * wob, cs * flip * wob, (f.x + sx) * dpr, f.y * dpr);
      g.drawImage(spr, -sw / 2, -sh / 2, sw, sh);
      g.globalAlpha = 1;
      if (f.dying < 0) {
        g.setTransform(dpr, 0, 0, dpr, (f.x + sx) * dpr, f.y * dpr);
        const ly = (looks[f.type]!.h * k) / 2 + 10 * k + 4;
        const ls = labelSprites[f.type]!;
        g.drawImage(ls, -ls.width / dpr / 2, ly - ls.height / dpr / 2, ls.width / dpr, ls.height / dpr);
        if (f === locked && f.serial === lockedSerial) {
          g.strokeStyle = '#fde047';
          g.lineWidth = 2;
          g.beginPath();
          g.arc(0, 0, f.r + 6, 0, 6.283);
          g.stroke();
        }
      }
    }
    g.setTransform(dpr, 0, 0, dpr, sx * dpr, 0);
    // nets where the bullets landed
    g.strokeStyle = 'rgba(255, 255, 255, 0.85)';
    g.lineWidth = 2;
    for (i = 0; i < MAX_NETS; i++) {
      if (!nets[i]!.on) continue;
      g.globalAlpha = 1 - nets[i]!.t;
      g.beginPath();
      g.arc(nets[i]!.x, nets[i]!.y, (8 + nets[i]!.t * 26) * k + 4, 0, 6.283);
      g.stroke();
    }
    g.globalAlpha = 1;
    // bullets
    g.fillStyle = '#fde047';
    for (i = 0; i < MAX_BULLETS; i++) {
      if (!bullets[i]!.on) continue;
      g.beginPath();
      g.arc(bullets[i]!.x, bullets[i]!.y, (3 + level * 0.4) * k + 1.5, 0, 6.283);
      g.fill();
    }
    // the cannon
    const cx = cannonX();
    const cy = cannonY();
    const bw = (9 + level * 1.2) * k;
    const c0 = Math.cos(aim) * dpr;
    const s0 = Math.sin(aim) * dpr;
    g.setTransform(c0, s0, -s0, c0, (cx + sx) * dpr, cy * dpr);
    g.fillStyle = '#94a3b8';
    g.fillRect(0, -bw / 2, 44 * k, bw);
    g.fillStyle = '#fbbf24';
    g.fillRect(36 * k, -bw / 2 - 2, 10 * k, bw + 4);
    g.setTransform(dpr, 0, 0, dpr, sx * dpr, 0);
    g.fillStyle = '#1e293b';
    g.beginPath();
    g.arc(cx, cy, 26 * k, Math.PI, 0);
    g.fill();
    g.fillStyle = '#fbbf24';
    g.beginPath();
    g.arc(cx, cy, 14 * k, 0, 6.283);
    g.fill();
    // coins to the balance, floating words
    const ct = Math.min(coinSprite.width / dpr, 40);
    for (i = 0; i < MAX_COINS; i++) {
      const c = coins[i]!;
      if (!c.on || c.t < 0) continue;
      const t = c.t;
      const u = 1 - t;
      const x = u * u * c.x0 + 2 * u * t * c.cx + t * t * 20;
      const y = u * u * c.y0 + 2 * u * t * c.cy + t * t * 18;
      const wdt = ct * Math.abs(Math.cos(now * 0.01 + i));
      g.drawImage(coinSprite, x - wdt / 2, y - ct / 2, wdt + 0.5, ct);
    }
    for (i = 0; i < MAX_FLOATS; i++) {
      const fl = floats[i]!;
      if (!fl.on) continue;
      g.globalAlpha = 1 - fl.t * fl.t;
      g.font = font(fl.size);
      g.fillStyle = '#0f172a';
      g.fillText(fl.text, fl.x + 1, fl.y - fl.t * 40 + 1);
      g.fillStyle = fl.color;
      g.fillText(fl.text, fl.x, fl.y - fl.t * 40);
    }
    g.globalAlpha = 1;
    // the balance and the stake on the sea
    g.font = font(14);
    g.textAlign = 'left';
    g.fillStyle = 'rgba(15, 23, 42, 0.55)';
    g.fillRect(6, 6, balanceBox, 26);
    g.fillStyle = '#fde047';
    g.fillText(balanceText, 14, 19);
    g.textAlign = 'center';
    g.fillStyle = '#fff';
    g.fillText(stakeText, cx, cy - 34 * k);
  }
  function frame(ms: number) {
    const dt = last ? Math.min(0.05, (ms - last) / 1000) : 0.016;
    last = ms;
    if (W > 0) {
      const t0 = window.performance.now();
      update(dt, ms);
      draw(ms);
      // What a frame costs the script (read by bench/fish.ts), without allocating.
      stats.frames++;
      stats.busyMs += window.performance.now() - t0;
    }
    requestAnimationFrame(frame);
  }

  // ── auto fire with a limit ──
  function autoLabel() {
    autoBtn.textContent = autoLeft > 0 ? T.stop + ' (' + autoLeft + ')' : T.auto;
    autoBtn.setAttribute('aria-pressed', String(autoLeft > 0));
  }
  function stopAuto() {
    autoLeft = 0;
    autoLabel();
  }
  autoBtn.addEventListener('click', function () {
    if (autoLeft > 0) return stopAuto();
    if (!h.session()) return;
    autoLeft = Number(autoCount.value);
    autoLabel();
  });

  // ── input: tap or hold on the sea, the Fire button, Space on the sea ──
  let rect: DOMRect | null = null;
  function point(e: PointerEvent) {
    rect = canvas.getBoundingClientRect();
    holdX = e.clientX - rect.left;
    holdY = e.clientY - rect.top;
  }
  canvas.addEventListener('pointerdown', function (e) {
    e.preventDefault();
    point(e);
    // The cannon turns to the point tapped and fires there at once (a tap can end before the next frame):
    // at the fish under the finger, else the first one along that line.
    aim = Math.atan2(holdY - cannonY(), holdX - cannonX());
    const f = fishAt(holdX, holdY) || alongAim(aim);
    if (f) {
      locked = f;
      lockedSerial = f.serial;
      fire(f, performance.now());
    } else {
      locked = null;
    }
    holding = true;
    if (canvas.setPointerCapture) canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener('pointermove', function (e) {
    point(e);
    if (!holding) aim = Math.atan2(holdY - cannonY(), holdX - cannonX());
  });
  function release() {
    holding = false;
  }
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('keydown', function (e) {
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      fire(null, performance.now());
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      aim = Math.max(-Math.PI + 0.15, Math.min(-0.15, aim + (e.key === 'ArrowLeft' ? -0.08 : 0.08)));
      locked = null;
    }
  });
  fireBtn.addEventListener('click', function () {
    fire(null, performance.now());
  });
  levelSelect.addEventListener('change', function () {
    level = Number(levelSelect.value);
    stakeText = h.money(stake());
  });

  if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(wrap);
  window.addEventListener('resize', resize);
  resize();
  // a sea already full of fish
  for (let s0 = 0; s0 < 6; s0++) spawn(0.15 + s0 * 0.13);
  requestAnimationFrame(frame);

  view.ready = function (s: HouseSession) {
    levels = h.stakeLevels(s.game);
    levelSelect.textContent = '';
    levels.forEach(function (v, i) {
      levelSelect.appendChild(h.el('option', { value: String(i), text: h.money(v) }));
    });
    level = 0;
    levelSelect.value = '0';
    stakeText = h.money(stake());
  };
  return fireBtn;
}

const view: { ready: ((s: HouseSession) => void) | null } = { ready: null };
/** The sea's frames drawn and the time they took (the fish bench reads them: bench/fish.ts). */
const stats = { frames: 0, busyMs: 0 };
(window as unknown as { lotusFishStats: typeof stats }).lotusFishStats = stats;
export const fishView: HouseView = {
  mount: mount,
  ready: function (s) {
    if (view.ready) view.ready(s);
  },
};
