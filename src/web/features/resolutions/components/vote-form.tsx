// A director's vote on an open written resolution, with an optional reason: the same form on the
// resolution's page and in the board member portal. Changing the vote while it is open replaces it.
import { Button, Group, Paper, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import {
  RESOLUTION_VOTE_LABELS,
  RESOLUTION_VOTES,
  type ResolutionVote,
} from '../../../../contracts/resolutions.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useVoteOnResolution } from '../api/resolutions.ts';

export function ResolutionVoteForm({
  resolutionId,
  myVote,
  myReason,
  heading = 'h4',
}: {
  resolutionId: string;
  myVote: ResolutionVote | null;
  myReason: string;
  /** The heading's size, smaller where the form sits inside a list. */
  heading?: 'h4' | 'h5';
}) {
  const cast = useVoteOnResolution(resolutionId);
  const titleId = useId();
  const [vote, setVote] = useState<ResolutionVote | null>(myVote);
  const [reason, setReason] = useState(myReason);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!vote) return;
    cast.mutate(
      { vote, reason },
      {
        onSuccess: () => notifySuccess('Your vote is recorded'),
        onError: (error) => notifyError(error, 'Failed to record your vote'),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={heading === 'h4' ? 2 : 3} size={heading} id={titleId}>
            {myVote ? 'Change your vote' : 'Your vote'}
          </Title>
          <Radio.Group
            label="How do you vote?"
            required
            value={vote ?? ''}
            onChange={(value) => setVote(value as ResolutionVote)}
          >
            <Group gap="lg" mt={4}>
              {RESOLUTION_VOTES.map((v) => (
                <Radio key={v} value={v} label={RESOLUTION_VOTE_LABELS[v]} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label="Reason (optional)"
            maxLength={2000}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" disabled={!vote} loading={cast.isPending}>
              {myVote ? 'Change Vote' : 'Cast Vote'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
