import { useId } from 'react';

/** `hex` (#rrggbb) mixed with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/**
 * A rank's badge, drawn from its level and colour (no picture files): a shield in the rank's colour with
 * one gem per two levels along its rim and the level in the middle. Decorative: the rank's name is beside it.
 */
export function VipBadge({ level, color, size = 48 }: { level: number; color: string; size?: number }) {
  const id = useId();
  const safe = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#64748b';
  const gems = Math.min(5, Math.ceil(level / 2));
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      data-level={level}
      className="shrink-0 drop-shadow"
    >
      <defs>
        <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={shade(safe, 0.45)} />
          <stop offset="0.55" stopColor={safe} />
          <stop offset="1" stopColor={shade(safe, -0.35)} />
        </linearGradient>
        <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
      </defs>
      <path
        d="M32 3 L56 12 V30 C56 45 45 55 32 61 C19 55 8 45 8 30 V12 Z"
        fill={`url(#${id}-fill)`}
        stroke={`url(#${id}-rim)`}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 9 L50 16 V30 C50 41 42 49 32 54" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" />
      {Array.from({ length: gems }, (_, i) => {
        const x = 32 + (i - (gems - 1) / 2) * 8;
        return <path key={i} d={`M${x} 10 l3 3 l-3 3 l-3 -3 Z`} fill="#fef3c7" stroke="#92400e" strokeWidth="0.6" />;
      })}
      <text x="32" y="30" textAnchor="middle" fontSize="9" fontWeight="700" fill="#ffffff" fillOpacity="0.9">
        VIP
      </text>
      <text
        x="32"
        y="47"
        textAnchor="middle"
        fontSize={level >= 10 ? 17 : 20}
        fontWeight="800"
        fill="#ffffff"
        stroke="#000000"
        strokeOpacity="0.25"
        strokeWidth="0.8"
      >
        {level}
      </text>
    </svg>
  );
}
