// 'Ask Your Board' for now: the board and its seats; the session form arrives in the next release.
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../shared/api/api-client.ts';
import { useBoard } from '../../../shared/api/boards.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { StatusPage } from '../../../shared/components/status-page.tsx';

export function BoardPage() {
  const { id = '' } = useParams();
  const board = useBoard(id);

  if (board.isPending) return <LoadingState label="Loading board..." />;
  if (board.isError) {
    if (board.error instanceof ApiError && [404, 422].includes(board.error.status)) {
      return (
        <StatusPage
          title="Board not found"
          message="This board does not exist or you do not have access to it."
        >
          <Button component={Link} to="/dashboard">
            Back to your boards
          </Button>
        </StatusPage>
      );
    }
    return (
      <ErrorState
        title="Could not load this board"
        message={errorMessage(board.error, 'An unexpected error occurred')}
        onRetry={() => void board.refetch()}
      />
    );
  }

  const { name, description, positions } = board.data;
  const seats = [...positions].sort((a, b) => a.position_number - b.position_number);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Ask Your Board
        </Title>
        <Title order={2} size="h3" mt="xs">
          {name}
        </Title>
        <Text c="dimmed" mt={4} fs={description ? undefined : 'italic'}>
          {description || 'No description'}
        </Text>
      </div>

      <Alert variant="light" color="indigo" icon={<IconInfoCircle aria-hidden />}>
        Decision sessions arrive in the next release.
      </Alert>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} size="h4" mb="sm">
          Board members ({seats.length})
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Seat</Table.Th>
                <Table.Th scope="col">Weight</Table.Th>
                <Table.Th scope="col">Member</Table.Th>
                <Table.Th scope="col">Persona</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seats.map((seat) => (
                <Table.Tr key={seat.id}>
                  <Table.Td fw={600}>{seat.title}</Table.Td>
                  <Table.Td>{Math.round(seat.weight * 1000) / 10}%</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge variant="light" color={seat.is_human ? 'teal' : 'indigo'}>
                        {seat.is_human ? 'Human' : 'AI'}
                      </Badge>
                      {seat.is_human && seat.assigned_user_email && (
                        <Text size="sm" c="dimmed">
                          {seat.assigned_user_email}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{seat.persona_name ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Group>
        <Button component={Link} to="/dashboard" variant="default">
          Back to your boards
        </Button>
      </Group>
    </Stack>
  );
}
