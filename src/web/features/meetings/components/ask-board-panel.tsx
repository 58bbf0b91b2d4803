// 'Ask the Board' for a voting item: the item becomes a board session (topic = title, context =
// description, background, proposal); live progress while the board deliberates (the shared
// session-stream client and progress); then the decision the server recorded on the item.
import { Alert, Anchor, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { COMPANY_INFO_MIN_EXCLUSIVE } from '../../../../contracts/sessions.ts';
import { useAttendance } from '../../../shared/api/minutes.ts';
import { AwaitedMembers } from '../../../shared/components/awaited-members.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { readCompanyInfo, writeCompanyInfo } from '../../../shared/lib/company-info.ts';
import { useItemSession } from '../hooks/use-item-session.ts';
import { buildItemSession } from '../lib/decision.ts';
import { meetingPaths } from '../lib/paths.ts';
import { DecisionCard } from './decision-card.tsx';
import { ItemSessionProgress } from './item-session-progress.tsx';

interface AskBoardPanelProps {
  boardId: string;
  meetingId: string;
  item: AgendaItem;
  onEditDetails: () => void;
}

export function AskBoardPanel({ boardId, meetingId, item, onEditDetails }: AskBoardPanelProps) {
  const [companyInfo, setCompanyInfo] = useState(() => readCompanyInfo(boardId));
  const [optionsText, setOptionsText] = useState('');
  const [problem, setProblem] = useState<{
    reason: 'description' | 'company' | 'options';
    message: string;
  } | null>(null);
  const session = useItemSession(meetingId, item.id, item.decision?.session_id ?? null);
  // The same query as the runner's attendance panel: a decision without quorum says so.
  const attendance = useAttendance(meetingId);
  const running = session.sessionId !== null;

  const ask = () => {
    const request = buildItemSession(item, companyInfo, meetingId, optionsText);
    if (!request.ok) {
      setProblem(request);
      return;
    }
    setProblem(null);
    void session.start(boardId, request.body);
  };

  const onCompanyChange = (value: string) => {
    setCompanyInfo(value);
    writeCompanyInfo(boardId, value);
    if (problem?.reason === 'company' && value.trim().length > COMPANY_INFO_MIN_EXCLUSIVE) setProblem(null);
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={`ask-${item.id}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconUsersGroup size={18} aria-hidden />
          <Title order={3} size="h5" id={`ask-${item.id}`}>
            Board vote
          </Title>
        </Group>
        {item.decision && <DecisionCard decision={item.decision} quorumMet={attendance.data?.quorum.met} />}
        {running ? (
          <>
            <ItemSessionProgress progress={session.progress} />
            {session.sessionId && <AwaitedMembers sessionId={session.sessionId} />}
          </>
        ) : (
          <>
            <Textarea
              label="Company information"
              description={`Who you are and what matters, more than ${COMPANY_INFO_MIN_EXCLUSIVE} characters. Remembered for this board.`}
              maxRows={5}
              value={companyInfo}
              onChange={(event) => onCompanyChange(event.currentTarget.value)}
              error={problem?.reason === 'company' ? problem.message : null}
            />
            <Textarea
              label="Options (optional)"
              description="Choosing between options? One per line, 2 to 5. Leave blank for a yes/no vote; options laid out in the item are found for you."
              maxRows={5}
              value={optionsText}
              onChange={(event) => {
                setOptionsText(event.currentTarget.value);
                if (problem?.reason === 'options') setProblem(null);
              }}
              error={problem?.reason === 'options' ? problem.message : null}
            />
            {problem?.reason === 'description' && (
              <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                <Group justify="space-between" gap="xs">
                  <span>{problem.message}</span>
                  <Button size="xs" variant="white" onClick={onEditDetails}>
                    Edit details
                  </Button>
                </Group>
              </Alert>
            )}
            {session.undecided && (
              <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} role="status">
                <Stack gap={4}>
                  <span>{session.undecided.message}</span>
                  <Anchor component={Link} to={meetingPaths.session(session.undecided.sessionId)} size="sm">
                    View the full analysis
                  </Anchor>
                </Stack>
              </Alert>
            )}
            {session.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {session.error}
              </Alert>
            )}
            <Group>
              <IconAction icon={IconUsersGroup} onClick={ask} loading={session.starting}>
                {item.decision ? 'Ask the Board Again' : 'Ask the Board'}
              </IconAction>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
