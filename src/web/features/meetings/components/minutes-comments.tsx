// Comments on the minutes (the board's people point out corrections while they are a draft; the
// form goes once an Admin approves them) and amendments after approval, each a new version.
import { Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Minutes } from '../../../../contracts/meetings.ts';
import type {
  MinutesAmendmentBody,
  MinutesCommentBody,
  MinutesComments,
} from '../../../../contracts/minutes-comments.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { minutesQueryOptions } from '../../../shared/api/minutes.ts';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { MinutesNote, MinutesNoteForm } from './minutes-notes.tsx';

const COMMENT_FORM = {
  label: 'Comment on the draft',
  description: 'Point out what should be corrected before the minutes are approved.',
  maxLength: 4000,
  submitLabel: 'Add Comment',
};
const AMENDMENT_FORM = {
  label: 'Amendment',
  description: 'The approved text stays as it is; the amendment is recorded as the next version.',
  maxLength: 10_000,
  submitLabel: 'Amend Minutes',
};

const commentsKey = (minutesId: string) => ['minutes', minutesId, 'comments'] as const;

export function MinutesCommentsPanel({ minutesId }: { minutesId: string }) {
  const client = useQueryClient();
  const comments = useQuery({
    queryKey: commentsKey(minutesId),
    queryFn: () => apiFetch<MinutesComments>(`/minutes/${encodeURIComponent(minutesId)}/comments`),
  });
  const add = useMutation({
    mutationFn: (body: MinutesCommentBody) =>
      apiFetch<MinutesComments>(`/minutes/${encodeURIComponent(minutesId)}/comments`, {
        method: 'POST',
        body,
      }),
    onSuccess: (data) => client.setQueryData(commentsKey(minutesId), data),
  });
  const submit = (body: string, sent: () => void) =>
    add.mutate(
      { body },
      { onSuccess: sent, onError: (error) => notifyError(error, 'Failed to add your comment') },
    );
  return (
    <section aria-labelledby="minutes-comments">
      <Title order={2} size="h4" id="minutes-comments" mb="sm">
        Comments
      </Title>
      <QueryView query={comments} loading="Loading the comments..." failed="Could not load the comments">
        {(data) => (
          <Stack gap="sm">
            {data.comments.length === 0 && <Text c="dimmed">No comments on these minutes.</Text>}
            {data.comments.map((c) => (
              <MinutesNote key={c.id} note={c} label={`Comment by ${c.author_name}`} />
            ))}
            {data.can_comment && (
              <MinutesNoteForm {...COMMENT_FORM} pending={add.isPending} onSubmit={submit} />
            )}
          </Stack>
        )}
      </QueryView>
    </section>
  );
}

/**
 * Amendments to approved minutes: each a version after the approved text (1), listed for everyone
 * who reads the minutes; an Admin adds the next one.
 */
export function MinutesAmendmentsPanel({ minutes }: { minutes: Minutes }) {
  const client = useQueryClient();
  const amend = useMutation({
    mutationFn: (body: MinutesAmendmentBody) =>
      apiFetch<Minutes>(`/minutes/${encodeURIComponent(minutes.id)}/amendments`, { method: 'POST', body }),
    onSuccess: (data) => client.setQueryData(minutesQueryOptions(minutes.id).queryKey, data),
  });
  if (!minutes.approval) return null;
  const submit = (body: string, sent: () => void) =>
    amend.mutate(
      { body },
      {
        onSuccess: () => {
          sent();
          notifySuccess('Amendment recorded as a new version');
        },
        onError: (error) => notifyError(error, 'Failed to amend the minutes'),
      },
    );
  return (
    <section aria-labelledby="minutes-amendments">
      <Title order={2} size="h4" id="minutes-amendments" mb="sm">
        Amendments after approval
      </Title>
      <Stack gap="sm">
        {minutes.amendments.length === 0 && (
          <Text c="dimmed">None: these minutes stand as approved (version 1).</Text>
        )}
        {minutes.amendments.map((a) => (
          <MinutesNote key={a.version} note={a} label={`Version ${a.version}`} version={a.version} />
        ))}
        {minutes.can_amend && (
          <MinutesNoteForm {...AMENDMENT_FORM} pending={amend.isPending} onSubmit={submit} />
        )}
      </Stack>
    </section>
  );
}
