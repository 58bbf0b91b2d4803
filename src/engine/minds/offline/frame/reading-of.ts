// The decision frame as the result's 'How the board read your decision': a restatement a user
// can check at a glance, the numbers with their meaning, the red lines and calculations.
import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { calculationsOf } from './calculations.ts';
import type { DecisionFrame } from './frame-types.ts';
import { KIND_LABELS, MEANING_LABELS } from './frame-types.ts';
import { readFrame } from './read-frame.ts';
import { redLineText } from './red-lines.ts';

function restate(frame: DecisionFrame): string {
  if (frame.gate) return 'The board could not identify a decision it can judge in this text.';
  if (!frame.kind)
    return 'A decision of a kind the board does not recognise; it judges it on general grounds.';
  const label = KIND_LABELS[frame.kind];
  const who =
    frame.kind === 'be_acquired'
      ? ' Another party would buy your company: you are the one being acquired, not the buyer.'
      : frame.kind === 'acquire_company'
        ? ' Your company would buy another.'
        : '';
  const cue = frame.kindEvidence.length
    ? ` (read from: ${frame.kindEvidence.map((e) => `“${e}”`).join(', ')})`
    : '';
  return `${label}${cue}.${who}`;
}

export function readingOf(frame: DecisionFrame): DecisionReading {
  return {
    kind: frame.kind,
    kind_label: frame.kind ? KIND_LABELS[frame.kind] : null,
    restatement: restate(frame),
    numbers: frame.numbers.map((n) => ({
      meaning: n.meaning,
      label: MEANING_LABELS[n.meaning],
      text: n.text,
      value: n.value,
    })),
    negations: frame.negations,
    stated: frame.stated,
    red_lines: frame.redLines.map((id) => ({ id, text: redLineText(id, frame) })),
    calculations: calculationsOf(frame).map((c) => ({
      label: c.label,
      result: c.contradiction ? `${c.result}. ${c.contradiction}` : c.result,
      inputs: c.inputs,
    })),
    cannot_judge: frame.gate
      ? {
          reason: frame.gate.reason,
          explanation: frame.gate.explanation,
          what_to_add: frame.gate.whatToAdd,
          language: frame.gate.language ?? null,
        }
      : null,
  };
}

/**
 * For a mind that reads any language (the LLM mind): a refusal only when the text is no decision
 * at all or instructions to the system; otherwise null, and the model restates it in its own words.
 */
export function refusalForAnyLanguage(decision: Decision): DecisionReading | null {
  const frame = readFrame(decision);
  return frame.gate && frame.gate.reason !== 'foreign_language' ? readingOf(frame) : null;
}
