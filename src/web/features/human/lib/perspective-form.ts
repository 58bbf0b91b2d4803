// The portal's perspective form as data: its values, what the server keeps as a draft, when it
// may be submitted (a stance and more than 50 characters of analysis) and the body it submits.
import { keyPointsFromText } from '../../../../contracts/human-perspective.ts';
import {
  HUMAN_ANALYSIS_MIN_EXCLUSIVE,
  type HumanPerspectiveBody,
  MAX_QUESTIONS_TO,
  type PerspectiveDraftBody,
  type SavedDraft,
} from '../../../../contracts/sessions.ts';
import { CONFIDENCE_STEP } from '../../../shared/components/confidence-slider.tsx';

export const STANCES = ['strongly_support', 'support', 'neutral', 'oppose', 'strongly_oppose'] as const;
export type Stance = (typeof STANCES)[number];

export const CONFIDENCE_DEFAULT = 70;

export interface QuestionTo {
  seatId: string;
  question: string;
}

export interface PerspectiveFormValues {
  stance: Stance | null;
  perspective: string;
  /** One per line, as typed. */
  keyPoints: string;
  /** 0–100 on the slider; a fraction on the wire. */
  confidence: number;
  questionsTo: QuestionTo[];
}

export const EMPTY_FORM: PerspectiveFormValues = {
  stance: null,
  perspective: '',
  keyPoints: '',
  confidence: CONFIDENCE_DEFAULT,
  questionsTo: [],
};

export function analysisLongEnough(perspective: string): boolean {
  return perspective.trim().length > HUMAN_ANALYSIS_MIN_EXCLUSIVE;
}

/** Under an analysis begun but still too short: how far it has come, e.g. '12/51 characters'. */
export function analysisShortfall(perspective: string): string | undefined {
  if (perspective.length === 0 || analysisLongEnough(perspective)) return undefined;
  return `${perspective.trim().length}/${HUMAN_ANALYSIS_MIN_EXCLUSIVE + 1} characters`;
}

/** Questions with a seat and a text; half-filled rows are not sent. */
function completeQuestions(values: PerspectiveFormValues): QuestionTo[] {
  return values.questionsTo
    .filter((q) => q.seatId && q.question.trim())
    .slice(0, MAX_QUESTIONS_TO)
    .map((q) => ({ seatId: q.seatId, question: q.question.trim() }));
}

export function canSubmit(values: PerspectiveFormValues): boolean {
  return values.stance !== null && analysisLongEnough(values.perspective);
}

export function canAddQuestion(values: PerspectiveFormValues): boolean {
  return values.questionsTo.length < MAX_QUESTIONS_TO;
}

const toFraction = (percent: number) => Math.round(percent) / 100;

export function toSubmitBody(values: PerspectiveFormValues): HumanPerspectiveBody {
  if (!values.stance) throw new Error('Choose a stance first');
  return {
    stance: values.stance,
    perspective: values.perspective.trim(),
    key_points: keyPointsFromText(values.keyPoints),
    confidence: toFraction(values.confidence),
    questions_to: completeQuestions(values).map((q) => ({ seat_id: q.seatId, question: q.question })),
  };
}

export function toDraft(values: PerspectiveFormValues): PerspectiveDraftBody {
  return {
    stance: values.stance,
    perspective: values.perspective,
    key_points: values.keyPoints,
    confidence: toFraction(values.confidence),
    // A draft keeps rows still being written, but only ones naming a seat.
    questions_to: values.questionsTo
      .filter((q) => q.seatId)
      .slice(0, MAX_QUESTIONS_TO)
      .map((q) => ({ seat_id: q.seatId, question: q.question })),
  };
}

/** A saved draft back into the form; the slider snaps to its step. */
export function fromDraft(draft: SavedDraft): PerspectiveFormValues {
  const percent = Math.round((draft.confidence * 100) / CONFIDENCE_STEP) * CONFIDENCE_STEP;
  return {
    stance: draft.stance,
    perspective: draft.perspective,
    keyPoints: draft.key_points,
    confidence: Math.min(100, Math.max(0, percent)),
    questionsTo: draft.questions_to.map((q) => ({ seatId: q.seat_id, question: q.question })),
  };
}
