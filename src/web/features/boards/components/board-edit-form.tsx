// A board's name, description, status and seats, sent in one PATCH: the server applies all of it
// or none, and answers the first problem in its own words.
import { Alert, Paper, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { type Board, createBoardBodySchema } from '../../../../contracts/boards.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useUpdateBoard } from '../../../shared/api/boards.ts';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { useHolderOptions, usePersonaOptions, useSeatModelOptions } from '../hooks/use-seat-options.ts';
import { seatsFromPositions } from '../lib/board-seats.ts';
import { seatProblem, toPositions } from '../lib/seats.ts';
import { SeatsStep } from './seats-step.tsx';

interface Draft {
  name: string;
  description: string;
  active: boolean;
  seats: ReturnType<typeof seatsFromPositions>;
}

const draftOf = (board: Board): Draft => ({
  name: board.name,
  description: board.description ?? '',
  active: board.status === 'active',
  seats: seatsFromPositions(board.positions),
});

export function BoardEditForm({ board }: { board: Board }) {
  const update = useUpdateBoard(board.id);
  const holders = useHolderOptions(board.organization_id);
  const personas = usePersonaOptions();
  const models = useSeatModelOptions(board.id, board.organization_id);
  const [draft, setDraft] = useState(() => draftOf(board));
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const nameResult = createBoardBodySchema.shape.name.safeParse(draft.name);
  const nameError = nameResult.success
    ? null
    : (nameResult.error.issues[0]?.message ?? 'Board name is required');
  const problem = seatProblem(draft.seats);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (nameError || problem) return;
    setError(null);
    update.mutate(
      {
        name: draft.name.trim(),
        description: draft.description.trim() || null,
        status: draft.active ? 'active' : 'inactive',
        positions: toPositions(draft.seats),
      },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          notifySuccess('Board saved');
        },
        onError: (failure) => setError(errorMessage(failure, 'Could not save the board')),
      },
    );
  };

  const cancel = () => {
    setDraft(draftOf(board));
    setError(null);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={save} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          Board and seats
        </Title>
        <TextInput
          label="Board Name"
          withAsterisk
          maxLength={120}
          value={draft.name}
          error={nameError}
          onChange={(event) => change({ name: event.currentTarget.value })}
          maw={560}
        />
        <Textarea
          label="Description"
          maxLength={2000}
          value={draft.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
          maw={560}
        />
        <Switch
          label="Active"
          description="Inactive boards stay readable but are shown as inactive"
          checked={draft.active}
          onChange={(event) => change({ active: event.currentTarget.checked })}
        />
        <SeatsStep
          seats={draft.seats}
          onChange={(seats) => change({ seats })}
          holders={holders}
          personas={personas}
          withModel
          models={models}
        />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <FormActions
          onCancel={cancel}
          submitLabel="Save Changes"
          pending={update.isPending}
          disabled={!!nameError || !!problem}
        />
      </Stack>
    </Paper>
  );
}
