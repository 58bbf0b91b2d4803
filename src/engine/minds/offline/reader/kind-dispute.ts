// The rules name a kind from the words that cue it; the word model (kind-model.ts) reads the
// decision as a whole. When the model prefers another kind by a wide margin, the rules have most
// likely seized on a word of the story (a facility, a partner, a round) and the script would argue
// the wrong decision; the board frames it instead, naming both readings (ADR 0154).
import type { Decision } from '../../../types.ts';
import type { KindModule } from '../kinds/kind-kit.ts';
import { kindModule } from '../kinds/registry.ts';
import type { KindReading } from './kind.ts';
import { WEAK_CONFIDENCE } from './kind-evidence.ts';
import { type KindModel, rankedKinds, secondOpinion } from './kind-model.ts';

/**
 * How much likelier (in natural log) the model must find its own kind than the rules' kind to
 * dispute it: twice as much when the topic itself names the rules' kind by its cues. Held out set
 * by set (bench/kind-model.ts), these gaps frame 44 of the 846 decisions the rules script, and the
 * rules' kind was wrong on 21 of them; a single gap of 30 framed 70, wrong on 32.
 */
export const DISPUTE_GAP = 30;
export const CUED_DISPUTE_GAP = 60;

/**
 * The model's kind when it disputes the rules' kind by more than the gap. A topic that names the
 * rules' kind by its own cues ('buy the second oven line', whatever the story says of the bank)
 * takes the wider gap: the model knows only the words it has met in labelled decisions.
 */
export function disputedBy(
  decision: Pick<Decision, 'topic' | 'context'>,
  kind: KindModule,
  model?: KindModel,
): { kind: string; gap: number } | null {
  const cued = new RegExp(kind.cues.source, 'i').test(decision.topic ?? '');
  const opinion = secondOpinion(decision, kind.id, model);
  return opinion && opinion.gap > (cued ? CUED_DISPUTE_GAP : DISPUTE_GAP) ? opinion : null;
}

/**
 * How much likelier the model must find its best kind than its next for the board to take it as
 * the candidate of a decision the rules could not place. Held out set by set, above 10 it named 29
 * such decisions and was right on 27 (25 and 24 once final-21 half B was opened) (bench/kind-model.ts).
 */
export const NAMED_MARGIN = 10;

/** The kind the model reads with a clear margin, if it is one the board knows. */
function modelledKind(decision: Pick<Decision, 'topic' | 'context'>, model?: KindModel): KindModule | null {
  const [best, next] = rankedKinds(decision, model);
  return best && next && best[1] - next[1] > NAMED_MARGIN ? kindModule(best[0]) : null;
}

/**
 * The rules' reading with the model's say: a kind it disputes is framed with both readings named;
 * a decision the rules could not place is framed as the kind the model reads, so that the board
 * asks what that kind turns on and raises its duties, but runs no script on a reading of words alone.
 */
export function withSecondOpinion(
  k: KindReading,
  decision: Pick<Decision, 'topic' | 'context'>,
  model?: KindModel,
): KindReading {
  if (!k.kind && k.unclear === 'unknown' && k.evidence.length === 0) {
    const modelled = modelledKind(decision, model);
    return modelled
      ? {
          kind: modelled,
          runnerUp: null,
          confidence: WEAK_CONFIDENCE,
          evidence: [MODELLED_EVIDENCE],
          unclear: 'weak',
        }
      : k;
  }
  if (!k.kind || k.unclear !== null) return k;
  const opinion = disputedBy(decision, k.kind, model);
  if (!opinion) return k;
  // The model's 'unknown' names no kind: the rules' kind is then the one candidate.
  return {
    ...k,
    runnerUp: kindModule(opinion.kind),
    confidence: Math.min(k.confidence, 0.5),
    unclear: 'disputed',
  };
}

/** What the board says it read a modelled kind from. */
export const MODELLED_EVIDENCE = 'the decision read as a whole';
