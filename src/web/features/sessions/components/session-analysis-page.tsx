// 'Board Session Analysis' (/session/{id}): the decision, the recommendation with its
// scores, actions and risks, the four phases, a replay of the recorded deliberation, exports.

import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay, IconRadar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { ExportButtons } from '../../../shared/components/export-buttons.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { SessionNotFoundPage } from '../../../shared/components/status-pages.tsx';
import { SessionPapers } from '../../papers/components/session-papers.tsx';
import { OutcomeReview } from '../../reviews/components/outcome-review.tsx';
import { downloadSessionReport } from '../api/export.ts';
import { useSessionDetail } from '../api/sessions.ts';
import { seatsOfDetail } from '../lib/detail-seats.ts';
import { AnalysisHeader } from './analysis-header.tsx';
import { AnalysisRecommendation } from './analysis-recommendation.tsx';
import { EngineNote } from './engine-note.tsx';
import { FollowUpQuestions } from './follow-up-questions.tsx';
import { PhaseTabs } from './phase-tabs.tsx';
import { HandedDecisionsPanel } from './related-decisions.tsx';
import { ReplayModal } from './replay-modal.tsx';
import { SessionFailed } from './session-failed.tsx';
import { SpeakersPanel } from './speakers-panel.tsx';

export function SessionAnalysisPage() {
  const { id = '' } = useParams();
  const detail = useSessionDetail(id);

  return (
    <QueryView
      query={detail}
      loading="Loading session..."
      notFound={<SessionNotFoundPage to="/dashboard" back="Back to your boards" />}
      renderError={(_error, retry) => <AnalysisLoadError onRetry={retry} />}
    >
      {(data) => <SessionAnalysis detail={data} />}
    </QueryView>
  );
}

function AnalysisLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="lg">
      <AnalysisHeader
        topic="Unable to load session data"
        context="Please check your connection and try again"
      />
      <ErrorState
        title="Loading Error"
        message="Failed to load deliberation results from the server"
        onRetry={onRetry}
      />
    </Stack>
  );
}

function constraintFacts(constraints: Record<string, unknown>) {
  const labels = [
    ['company_info', 'Company information'],
    ['budget', 'Budget'],
    ['timeline', 'Timeline'],
    ['other', 'Other constraints'],
  ] as const;
  return labels.flatMap(([key, label]) => {
    const value = constraints[key];
    return typeof value === 'string' && value.trim() ? [{ label, value }] : [];
  });
}

function SessionAnalysis({ detail }: { detail: SessionDetail }) {
  const navigate = useNavigate();
  const [replayOpen, replay] = useDisclosure(false);
  const { session } = detail;
  const seats = useMemo(() => seatsOfDetail(detail), [detail]);
  const running = session.status === 'starting' || session.status === 'in_progress';
  const livePath = `/board/${session.board_id}?session=${session.id}`;

  return (
    <Stack gap="lg">
      <AnalysisHeader
        topic={session.decision_topic}
        context={session.decision_context}
        facts={constraintFacts(session.constraints)}
        boardId={session.board_id}
        actions={
          running ? null : (
            <>
              <IconAction icon={IconPlayerPlay} onClick={replay.open}>
                View Live Replay
              </IconAction>
              {detail.recommendation && (
                <ExportButtons
                  verb="Download"
                  save={(format) => downloadSessionReport(session.id, format)}
                  failure="Download failed"
                  failureFallback="The report could not be created. Please try again."
                />
              )}
            </>
          )
        }
      />

      {running && (
        <Alert
          color="indigo"
          variant="light"
          icon={<IconRadar aria-hidden />}
          title="This session is still deliberating"
        >
          The analysis appears here once the board has voted.
          <div>
            <Group gap="xs" mt="sm">
              <Button component={Link} to={livePath} size="xs">
                Watch it live
              </Button>
              <Button component={Link} to={`/board/deliberation/${session.id}`} size="xs" variant="light">
                Watch Live with the board
              </Button>
            </Group>
          </div>
        </Alert>
      )}
      {session.status === 'failed' && (
        <SessionFailed
          reason={session.error}
          onAskAnother={() => void navigate(`/board/${session.board_id}`)}
        />
      )}
      {detail.recommendation && (
        <AnalysisRecommendation
          recommendation={detail.recommendation}
          reading={detail.reading}
          sensitivity={detail.sensitivity}
          deliberations={detail.deliberations}
          figureFlags={detail.figure_flags}
          options={detail.options_result}
        />
      )}
      <HandedDecisionsPanel related={detail.related_decisions} />
      <SessionPapers boardId={session.board_id} sessionId={session.id} canAttach={false} />
      {!running && <EngineNote engine={detail.engine} model={detail.model} usage={detail.usage} />}
      {!running && <SpeakersPanel speakers={detail.speakers} provider={session.provider} />}
      {!running && <PhaseTabs detail={detail} />}
      {session.status === 'completed' && <OutcomeReview sessionId={session.id} />}
      <FollowUpQuestions detail={detail} />

      {!running && (
        <ReplayModal sessionId={session.id} seats={seats} opened={replayOpen} onClose={replay.close} />
      )}
    </Stack>
  );
}
