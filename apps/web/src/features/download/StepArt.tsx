import type { ReactNode } from 'react';

/** The pictures of the install guides: a phone drawn in SVG with what each step shows. */
export type StepArtKind =
  'scan' | 'download' | 'install' | 'trust' | 'unknownSources' | 'safari' | 'share' | 'addHome' | 'chromeMenu' | 'open';

const GOLD = '#f5c451';
const TEAL = '#0f766e';
const INK = '#0b1220';
const SCREEN = '#121c31';
const LINE = '#33466d';
const TEXT = '#94a3b8';

/** A tap marker: a gold ring with a dot. */
const Tap = ({ x, y }: { x: number; y: number }) => (
  <g>
    <circle cx={x} cy={y} r="11" fill="none" stroke={GOLD} strokeWidth="2.5" opacity="0.9" />
    <circle cx={x} cy={y} r="4" fill={GOLD} />
  </g>
);

/** Lines standing for text. */
const Lines = ({ x, y, widths }: { x: number; y: number; widths: number[] }) => (
  <g>
    {widths.map((w, i) => (
      <rect key={i} x={x} y={y + i * 9} width={w} height="4" rx="2" fill={LINE} />
    ))}
  </g>
);

const AppIcon = ({ x, y, size = 22 }: { x: number; y: number; size?: number }) => (
  <g>
    <rect x={x} y={y} width={size} height={size} rx={size * 0.24} fill={TEAL} />
    <path
      d={`M${x + size / 2} ${y + size * 0.22} c${size * 0.16} ${size * 0.18} ${size * 0.16} ${size * 0.38} 0 ${size * 0.56} c${-size * 0.16} ${-size * 0.18} ${-size * 0.16} ${-size * 0.38} 0 ${-size * 0.56}z`}
      fill={GOLD}
    />
  </g>
);

const Button = ({ x, y, w, label }: { x: number; y: number; w: number; label: string }) => (
  <g>
    <rect x={x} y={y} width={w} height="16" rx="8" fill={TEAL} />
    <text
      x={x + w / 2}
      y={y + 11}
      textAnchor="middle"
      fontSize="8"
      fontWeight="700"
      fill="#fff"
      fontFamily="system-ui, sans-serif"
    >
      {label}
    </text>
  </g>
);

function Screen({ kind }: { kind: StepArtKind }): ReactNode {
  switch (kind) {
    case 'scan':
      return (
        <g>
          <rect x="26" y="60" width="68" height="68" rx="6" fill="#fff" />
          {[0, 1, 2, 3, 4, 5].flatMap((r) =>
            [0, 1, 2, 3, 4, 5].map((c) =>
              (r * 7 + c * 3) % 5 < 2 || (r < 2 && c < 2) || (r < 2 && c > 3) || (r > 3 && c < 2) ? (
                <rect key={`${r}-${c}`} x={32 + c * 9.5} y={66 + r * 9.5} width="8" height="8" fill={INK} />
              ) : null,
            ),
          )}
          {['M20 54 v-10 h10', 'M100 54 v-10 h-10', 'M20 134 v10 h10', 'M100 134 v10 h-10'].map((d) => (
            <path key={d} d={d} stroke={GOLD} strokeWidth="3" fill="none" strokeLinecap="round" />
          ))}
          <Lines x={34} y={158} widths={[52, 36]} />
        </g>
      );
    case 'download':
      return (
        <g>
          <AppIcon x={46} y={52} size={28} />
          <Lines x={30} y={92} widths={[60, 44]} />
          <path
            d="M60 118 v22 m-9 -9 l9 9 l9 -9"
            stroke={GOLD}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="30" y="150" width="60" height="6" rx="3" fill={LINE} />
          <rect x="30" y="150" width="38" height="6" rx="3" fill={GOLD} />
        </g>
      );
    case 'install':
      return (
        <g>
          <rect x="18" y="70" width="84" height="72" rx="10" fill="#1a263f" stroke={LINE} />
          <AppIcon x={49} y={80} />
          <Lines x={34} y={110} widths={[52]} />
          <Button x={36} y={120} w={48} label="OK" />
          <Tap x={60} y={128} />
        </g>
      );
    case 'trust':
      return (
        <g>
          <Lines x={20} y={50} widths={[40]} />
          {[0, 1, 2, 3].map((i) => (
            <g key={i}>
              <rect
                x="16"
                y={64 + i * 24}
                width="88"
                height="20"
                rx="5"
                fill={i === 2 ? '#1a263f' : 'transparent'}
                stroke={LINE}
              />
              <rect x="22" y={71 + i * 24} width={i === 2 ? 46 : 34} height="5" rx="2.5" fill={i === 2 ? GOLD : LINE} />
            </g>
          ))}
          <path d="M92 109 l5 5 l-5 5" stroke={GOLD} strokeWidth="2" fill="none" />
          <Button x={30} y={168} w={60} label="✓" />
          <Tap x={60} y={176} />
        </g>
      );
    case 'unknownSources':
      return (
        <g>
          <Lines x={20} y={54} widths={[56, 70]} />
          <rect x="16" y="84" width="88" height="26" rx="6" fill="#1a263f" stroke={LINE} />
          <rect x="22" y="95" width="44" height="5" rx="2.5" fill={TEXT} />
          <rect x="78" y="91" width="20" height="12" rx="6" fill={TEAL} />
          <circle cx="92" cy="97" r="4.5" fill="#fff" />
          <Tap x={88} y={97} />
          <Lines x={20} y={124} widths={[70, 50, 62]} />
        </g>
      );
    case 'safari':
      return (
        <g>
          <rect x="14" y="46" width="92" height="14" rx="7" fill="#1a263f" stroke={LINE} />
          <rect x="24" y="51" width="44" height="4" rx="2" fill={TEXT} />
          <circle cx="60" cy="112" r="26" fill="none" stroke="#38bdf8" strokeWidth="3" />
          <path d="M60 92 l8 20 l-8 20 l-8 -20z" fill="#38bdf8" opacity="0.7" />
          <Lines x={34} y={152} widths={[52]} />
        </g>
      );
    case 'share':
      return (
        <g>
          <Lines x={20} y={56} widths={[70, 56, 64, 40]} />
          <rect x="10" y="176" width="100" height="20" fill="#1a263f" />
          <path
            d="M60 181 v10 m-5 -6 l5 -5 l5 5 M54 186 h-3 v8 h18 v-8 h-3"
            stroke="#38bdf8"
            strokeWidth="1.8"
            fill="none"
          />
          <Tap x={60} y={186} />
        </g>
      );
    case 'addHome':
      return (
        <g>
          <rect x="12" y="96" width="96" height="92" rx="10" fill="#1a263f" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x="20" y={106 + i * 26} width="80" height="20" rx="5" fill={i === 1 ? '#243352' : 'transparent'} />
              <rect
                x="26"
                y={113 + i * 26}
                width={i === 1 ? 48 : 36}
                height="5"
                rx="2.5"
                fill={i === 1 ? GOLD : LINE}
              />
              <rect
                x="86"
                y={111 + i * 26}
                width="9"
                height="9"
                rx="2"
                fill="none"
                stroke={i === 1 ? GOLD : LINE}
                strokeWidth="1.5"
              />
            </g>
          ))}
          <Tap x={60} y={142} />
        </g>
      );
    case 'chromeMenu':
      return (
        <g>
          <rect x="14" y="46" width="76" height="14" rx="7" fill="#1a263f" stroke={LINE} />
          <circle cx="100" cy="49" r="1.8" fill={TEXT} />
          <circle cx="100" cy="53" r="1.8" fill={TEXT} />
          <circle cx="100" cy="57" r="1.8" fill={TEXT} />
          <rect x="46" y="64" width="62" height="76" rx="6" fill="#1a263f" stroke={LINE} />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x="52"
              y={72 + i * 16}
              width={i === 2 ? 46 : 36}
              height="5"
              rx="2.5"
              fill={i === 2 ? GOLD : LINE}
            />
          ))}
          <Tap x={74} y={106} />
        </g>
      );
    case 'open':
      return (
        <g>
          {[0, 1, 2, 3].flatMap((r) =>
            [0, 1, 2].map((c) =>
              r === 1 && c === 1 ? null : (
                <rect key={`${r}-${c}`} x={24 + c * 28} y={56 + r * 30} width="18" height="18" rx="5" fill="#243352" />
              ),
            ),
          )}
          <AppIcon x={50} y={84} size={22} />
          <Tap x={61} y={95} />
        </g>
      );
  }
}

/** One step's picture: a phone with the screen the step talks about (decorative, alt text empty). */
export function StepArt({ kind, className }: { kind: StepArtKind; className?: string }) {
  return (
    <svg viewBox="0 0 120 220" className={className} aria-hidden="true" focusable="false" data-step-art={kind}>
      <rect x="4" y="4" width="112" height="212" rx="18" fill={INK} stroke="#33466d" strokeWidth="2" />
      <rect x="10" y="20" width="100" height="176" rx="6" fill={SCREEN} />
      <rect x="46" y="10" width="28" height="5" rx="2.5" fill="#243352" />
      <rect x="44" y="203" width="32" height="4" rx="2" fill="#243352" />
      <Screen kind={kind} />
    </svg>
  );
}
