import type { RgReality } from '@lotus/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useGeneralModal } from '@/components/GeneralModal';
import { useMoneyFormat } from '@/features/money';
import { rgRealityQuery, rgSettingsQuery } from './queries';

/** How often the figures are read while reality checks or a session limit are set (and when the tab shows again). */
const REALITY_POLL_MS = 60_000;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The reality check (issue 17): while the member has reality checks or a session limit set, reads the
 * time played and net result every minute and when the tab becomes visible; once `nextCheckAt` has
 * passed (or the session limit is reached) shows the general modal over everything, the game page
 * included, with Continue and Stop playing (which leaves for the home page). A check answered is not
 * asked again, whether the server moves `nextCheckAt` on by itself or only later. Renders nothing.
 */
export function RealityCheckWatcher() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const { show } = useGeneralModal();
  const client = useQueryClient();
  const settings = useQuery({ ...rgSettingsQuery(), staleTime: REALITY_POLL_MS });
  const on = !!settings.data && (settings.data.realityCheckMinutes !== null || settings.data.sessionMinutes !== null);
  const reality = useQuery({
    ...rgRealityQuery(),
    enabled: on,
    refetchInterval: REALITY_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const data = on ? reality.data : undefined;

  // The earliest check not yet answered, and when the last one was answered.
  const [answeredAt, setAnsweredAt] = useState(0);
  const [target, setTarget] = useState<number | null>(null);
  const next = data?.nextCheckAt ? Date.parse(data.nextCheckAt) : null;
  if (next !== null && next > answeredAt && (target === null || next < target)) setTarget(next);
  const [limitSeen, setLimitSeen] = useState<string | null>(null);
  const limitKey = data?.sessionLimitReached ? data.sessionStartedAt : null;

  // Wakes up when the target passes (a hidden tab's late timer is caught up by the read on showing).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, target - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [target, data]);

  const checkDue = target !== null && target <= Math.max(now, reality.dataUpdatedAt);
  const limitDue = limitKey !== null && limitKey !== limitSeen;
  const showing = useRef(false);

  useEffect(() => {
    if ((!checkDue && !limitDue) || showing.current || !data) return;
    showing.current = true;
    const figures = (r: RgReality) => {
      const played = Math.max(r.minutesPlayed, Math.floor((Date.now() - Date.parse(r.sessionStartedAt)) / 60_000));
      const net = r.net > 0n ? `+${money(r.net)}` : money(r.net);
      const lines = [
        t('security.rg.reality.played', { time: t('security.rg.time.minutes', { count: played }) }),
        t('security.rg.reality.net', { net }),
      ];
      if (r.sessionLimitReached) lines.push(t('security.rg.reality.limitReached'));
      return lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
    };
    void (async () => {
      // Fresh figures for the moment it shows (the last read may be a minute old).
      const fresh = (await reality.refetch()).data ?? data;
      // A game in full screen would hide the check: it shows over the page.
      if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
      const key = await show({
        icon: fresh.sessionLimitReached ? 'warning' : 'info',
        title: t(fresh.sessionLimitReached ? 'security.rg.reality.limitTitle' : 'security.rg.reality.title'),
        content: figures(fresh),
        cover: false,
        buttons: [
          { key: 'continue', label: t('security.rg.reality.continue'), variant: 'outline' },
          { key: 'stop', label: t('security.rg.reality.stop'), variant: 'primary' },
        ],
      });
      showing.current = false;
      setAnsweredAt(Date.now());
      setTarget(null);
      if (fresh.sessionLimitReached) setLimitSeen(fresh.sessionStartedAt);
      void client.invalidateQueries({ queryKey: rgRealityQuery().queryKey });
      if (key === 'stop') void navigate('/');
    })();
  }, [checkDue, limitDue, data, reality, show, t, money, client, navigate]);

  return null;
}
