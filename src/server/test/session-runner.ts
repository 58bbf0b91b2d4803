// For tests that run a session themselves (the app started without its worker), twice when they
// play a restart: a runner on the offline mind, wired as the worker wires it.
import { createOfflineMind } from '../../engine/minds/offline/offline-mind.ts';
import type { Db } from '../db/client.ts';
import { humanInputFactory } from '../features/human/human-input.ts';
import { createHumanRepository } from '../features/human/repository.ts';
import { createLiveRepository } from '../features/live/repository.ts';
import { createSessionRepository } from '../features/sessions/repository.ts';
import { createSessionRunner } from '../features/sessions/runner.ts';
import { createSessionEventBus } from '../realtime/event-bus.ts';

export async function offlineSessionRunner(
  db: Db,
  humanWindows: { roundSeconds: number; voteSeconds: number },
) {
  const sessions = createSessionRepository(db);
  const live = createLiveRepository(db);
  const bus = await createSessionEventBus();
  const runner = () =>
    createSessionRunner({
      sessions,
      humanInputFor: humanInputFactory(createHumanRepository(db), live),
      humanWindows,
      bus,
      mindFor: async () => createOfflineMind(),
      log: { error() {}, info() {} },
    });
  return { sessions, live, bus, runner };
}
