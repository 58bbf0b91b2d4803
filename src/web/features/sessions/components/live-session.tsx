// A started session on the board page: live progress, then the recommendation or the failure.
import { useLiveSession } from '../hooks/use-live-session.ts';
import type { SeatSeed } from '../lib/live-state.ts';
import { DeliberationProgress } from './deliberation-progress.tsx';
import { ResultView } from './result-view.tsx';
import { SessionFailed } from './session-failed.tsx';

interface LiveSessionProps {
  sessionId: string;
  seats: readonly SeatSeed[];
  topic: string | null;
  onAskAnother: () => void;
  onFinished: () => void;
}

/** Mount with `key={sessionId}`. */
export function LiveSession({ sessionId, seats, topic, onAskAnother, onFinished }: LiveSessionProps) {
  const live = useLiveSession(sessionId, seats, onFinished);
  const { state, stage, detail } = live;

  if (stage === 'failed') {
    return (
      <SessionFailed
        reason={state.failure ?? live.error}
        onAskAnother={onAskAnother}
        onRetry={state.status === 'failed' ? undefined : live.retry}
      />
    );
  }
  if (stage === 'results' && detail) {
    if (!detail.recommendation) {
      return <SessionFailed reason={detail.session.error} onAskAnother={onAskAnother} />;
    }
    return <ResultView detail={detail} recommendation={detail.recommendation} onAskAnother={onAskAnother} />;
  }
  return (
    <DeliberationProgress
      sessionId={sessionId}
      state={state}
      stage={stage}
      topic={topic ?? detail?.session.decision_topic ?? null}
      polling={live.mode === 'polling'}
      error={live.error}
      onRetry={live.retry}
    />
  );
}
