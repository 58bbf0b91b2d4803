// Plays a recorded event log back with its real timing (×1 or ×4), pausable, skippable to the
// end; the state shown is the live reducer applied to the events played so far.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SessionEvent } from '../../../../contracts/sessions.ts';
import { applyEvents, initialLiveState, type LiveState, type SeatSeed } from '../lib/live-state.ts';
import { buildTimeline, dueCount, msUntilNext, type ReplaySpeed, totalDuration } from '../lib/replay.ts';

const CLOCK_TICK_MS = 250;

export interface Replay {
  state: LiveState;
  playing: boolean;
  speed: ReplaySpeed;
  elapsed: number;
  duration: number;
  played: number;
  total: number;
  done: boolean;
  toggle: () => void;
  setSpeed: (speed: ReplaySpeed) => void;
  skipToEnd: () => void;
}

export function useReplay(events: readonly SessionEvent[], seats: readonly SeatSeed[]): Replay {
  const timeline = useMemo(() => buildTimeline(events), [events]);
  const duration = totalDuration(timeline);
  const [elapsed, setElapsed] = useState(-1); // before the first event
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const elapsedRef = useRef(elapsed);
  elapsedRef.current = elapsed;

  useEffect(() => {
    if (!playing) return;
    const startedAt = performance.now();
    const from = Math.max(0, elapsedRef.current);
    let timer = 0;
    const step = () => {
      const now = Math.min(duration, from + (performance.now() - startedAt) * speed);
      setElapsed(now);
      const wait = msUntilNext(timeline, now, speed);
      if (wait === null) {
        setPlaying(false);
        return;
      }
      timer = window.setTimeout(step, Math.min(wait, CLOCK_TICK_MS));
    };
    step();
    return () => window.clearTimeout(timer);
  }, [playing, speed, timeline, duration]);

  const played = elapsed < 0 ? 0 : dueCount(timeline, elapsed);
  const state = useMemo(
    () => applyEvents(initialLiveState(seats), events.slice(0, played)),
    [events, seats, played],
  );
  const done = events.length > 0 && played >= events.length;

  return {
    state,
    playing,
    speed,
    elapsed: Math.max(0, elapsed),
    duration,
    played,
    total: events.length,
    done,
    toggle: () => {
      if (playing) return setPlaying(false);
      if (done) setElapsed(-1); // play again from the start
      setPlaying(true);
    },
    setSpeed,
    skipToEnd: () => {
      setPlaying(false);
      setElapsed(duration);
    },
  };
}
