import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/cx';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { ConsolePage } from '../ConsolePage';
import { Loading } from '../members/shared';
import { feedbackDetailQuery, feedbackQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import { ClaimControl, OpsImage, ReasonDialog, useClaimedByOther, useDecision, QueueTable } from './shared';

/** A feedback's whole text and pictures (a row opened). */
function FeedbackDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(feedbackDetailQuery(id));
  return (
    <QueryView query={query} loading={<Loading />}>
      {(f) => (
        <div className="flex flex-col gap-2 py-1 whitespace-pre-wrap">
          <p className="text-[13px] text-slate-200">{f.content}</p>
          <p className="text-xs text-slate-400">
            {t('console.queues.feedback.contact')}: {f.contact ?? '—'} · {f.language} · {f.ip ?? '—'}
          </p>
          {f.images.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {f.images.map((img, i) => (
                <OpsImage key={img.id} url={img.url} alt={t('console.queues.feedback.image', { n: i + 1 })} />
              ))}
            </div>
          )}
        </div>
      )}
    </QueryView>
  );
}

/** /console/queues/feedback (feedback.manage): open feedback to read and answer. */
export function FeedbackQueuePage() {
  const { t } = useTranslation();
  const byOther = useClaimedByOther();
  const query = useQuery(feedbackQueueQuery());
  const reply = useDecision((v: { id: string; message: string }) => queuesApi.replyFeedback(v.id, v.message));
  const [replying, setReplying] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <ConsolePage title={t('console.queues.feedback.title')} description={t('console.queues.feedback.text')}>
      <QueueTable
        query={query}
        title={t('console.queues.feedback.title')}
        empty={t('console.queues.feedback.empty')}
        rowKey={(f) => f.id}
        expanded={(f) => (open === f.id ? <FeedbackDetail id={f.id} /> : null)}
        columns={[
          {
            id: 'excerpt',
            header: t('console.queues.feedback.excerpt'),
            rowHeader: true,
            cellClassName: 'whitespace-normal max-w-80',
            cell: (f) => (
              <button
                type="button"
                className="text-left hover:underline"
                aria-expanded={open === f.id}
                onClick={() => setOpen(open === f.id ? null : f.id)}
              >
                {f.excerpt}
              </button>
            ),
          },
          { id: 'type', header: t('console.queues.feedback.type'), cell: (f) => f.type },
          {
            id: 'member',
            header: t('console.queues.member'),
            cell: (f) => `${f.member ?? t('console.queues.visitor')} · ${f.brand}`,
          },
          { id: 'images', header: t('console.queues.feedback.images'), align: 'right', cell: (f) => f.images },
          timeColumn('created', t('console.queues.created'), (f: { createdAt: string }) => f.createdAt),
          {
            id: 'claim',
            header: t('console.queues.claimColumn'),
            cell: (f) => (
              <ClaimControl kind="feedback" refId={f.id} claim={f.claim} label={f.member ?? f.id.slice(0, 8)} />
            ),
          },
          {
            id: 'actions',
            header: t('console.queues.actions'),
            cell: (f) => (
              <button
                type="button"
                className={buttonClass('primary', 'sm')}
                disabled={byOther(f.claim)}
                onClick={() => setReplying(f.id)}
              >
                {t('console.queues.feedback.reply')}
              </button>
            ),
          },
        ]}
      />
      {replying && (
        <ReasonDialog
          title={t('console.queues.feedback.replyTitle')}
          label={t('console.queues.feedback.message')}
          required
          max={2000}
          confirm={t('console.queues.feedback.send')}
          onSubmit={(message) => reply.mutateAsync({ id: replying, message })}
          onClose={() => setReplying(null)}
        />
      )}
    </ConsolePage>
  );
}
