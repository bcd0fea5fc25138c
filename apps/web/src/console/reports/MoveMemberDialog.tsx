import { agentMoveBodySchema } from '@lotus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { SiteDialog } from '@/components/Dialog';

import { Form, FormTextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { withMessage } from '@/lib/fieldSchema';
import { useTranslation } from '@/lib/i18n';
import { reportKeys } from './queries';
import { reportsApi } from './reportsApi';
import { FormFooter } from '../FormFooter';

/**
 * Moves an account (with its downline) under another agent of the same brand, after a confirmation.
 * The server refuses a loop (agent_move_cycle) or a new upline that is not an agent, under the field.
 */
export function MoveMemberDialog({
  brand,
  username,
  open,
  onOpenChange,
}: {
  /** The brand of the tree shown (the operator's first when unknown). */
  brand: string | undefined;
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const confirm = useConfirm();
  const errors = useServerErrors(['agent', 'username']);
  const schema = useMemo(
    () => z.object({ agent: withMessage(agentMoveBodySchema.shape.agent, t('console.agents.agentRequired')) }),
    [t],
  );
  const move = useMutation({
    mutationFn: (agent: string) => reportsApi.move({ brand, username, agent }),
    onSuccess: () => {
      onOpenChange(false);
      return client.invalidateQueries({ queryKey: reportKeys.agents });
    },
  });
  const title = t('console.agents.moveTitle', { username });
  // While the confirmation is open over it, a click there must not close this dialog.
  const [asking, setAsking] = useState(false);
  return (
    <SiteDialog open={open} onOpenChange={onOpenChange} title={title} size="sm" dismissable={!asking}>
      <Form
        schema={schema}
        defaultValues={{ agent: '' }}
        onSubmit={async (v, form) => {
          setAsking(true);
          const ok = await confirm({
            title,
            content: t('console.agents.moveConfirm', { username, agent: v.agent }),
            confirm: t('console.agents.move'),
          }).finally(() => setAsking(false));
          if (ok) move.mutate(v.agent, { onError: (e) => errors.put(form, e) });
        }}
        aria-label={title}
        className="flex flex-col gap-4 p-5"
      >
        <p className="text-sm text-slate-300">{t('console.agents.moveText')}</p>
        <FormTextField
          name="agent"
          label={t('console.agents.newAgent')}
          autoCapitalize="off"
          autoComplete="off"
          spellCheck={false}
          required
        />
        <FormFooter
          alert={errors.alert(move.error)}
          pending={move.isPending}
          label={t('console.agents.move')}
          onCancel={() => onOpenChange(false)}
        />
      </Form>
    </SiteDialog>
  );
}
