// The reading a language-model board reasons from: the offline reader's figures, sums, premise
// checks and duties, computed by code (models are weak at exactly this arithmetic). A model reads
// any language and any kind of decision, so neither is a reason to refuse or to frame; only a
// text with no decision in it, or instructions to the board, is refused before a model is asked.
import type { DecisionReading } from '../../reading.ts';
import type { Decision } from '../../types.ts';
import { readDecision } from '../offline/reader/read-decision.ts';

export function readingForAnyLanguage(decision: Decision): DecisionReading {
  const reading = readDecision(decision);
  if (reading.cannot_judge?.reason === 'foreign_language')
    return {
      ...reading,
      verdict: 'deliberate',
      cannot_judge: null,
      restatement: `The decision is written in ${reading.cannot_judge.language ?? 'another language'}: the board's code reads figures in English only, so the model reads it directly.`,
    };
  if (reading.verdict === 'needs_information')
    return { ...reading, verdict: 'deliberate', framing_reason: null };
  return reading;
}
