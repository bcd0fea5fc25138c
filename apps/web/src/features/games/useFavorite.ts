import type { Game } from '@lotus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/components/ErrorState';
import { useGeneralModal } from '@/components/GeneralModal';
import { useActionGuard } from '@/features/auth';
import { setFavorite } from './api';
import { gameKeys } from './queries';

/**
 * The favourite toggle of a tile: the action guard first (login popup; trial accounts get the
 * in_need_true_account warning), then add or remove; lists refresh afterwards.
 */
export function useFavoriteToggle(game: Game) {
  const { t } = useTranslation();
  const guard = useActionGuard();
  const modal = useGeneralModal();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const [favorite, setLocal] = useState<boolean | null>(null);
  const current = favorite ?? game.isFavorite;
  const mutation = useMutation({
    mutationFn: (next: boolean) => setFavorite(game.gameId, next),
    onMutate: (next) => setLocal(next),
    onSuccess: (r) => {
      setLocal(r.isFavorite);
      void client.invalidateQueries({ queryKey: gameKeys.favorites });
    },
    onError: (e) => {
      setLocal(null);
      void modal.show({ icon: 'error', title: t('games.favoriteFailed'), content: errorMessage(e) });
    },
  });
  const toggle = () => guard(() => mutation.mutate(!current));
  return { favorite: current, toggle, pending: mutation.isPending };
}
