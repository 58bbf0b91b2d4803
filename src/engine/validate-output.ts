// A mind's answer (or a stored checkpoint) is checked at the boundary: a wrong stance, vote or
// confidence would corrupt the computed scores, so it fails the seat's step (SeatStepError);
// cosmetic gaps (a missing list, an unknown severity) are repaired instead.
import { clamp01, isStance, isVote } from './scoring.ts';
import type {
  ActionItem,
  CriticalRisk,
  DiscussionTurn,
  FinalVote,
  InitialPosition,
  Revision,
  SeatAnswer,
  SeatRemark,
  Synthesis,
  Usage,
} from './types.ts';
import { SeatStepError } from './types.ts';

type Obj = Record<string, unknown>;

function obj(value: unknown, what: string): Obj {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SeatStepError(`Invalid ${what}: expected an object`);
  }
  return value as Obj;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str).filter((s) => s.length > 0) : [];
}

function confidence(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new SeatStepError(`Invalid ${what}: no confidence`);
  return clamp01(value);
}

function stanceOf(value: unknown, what: string) {
  if (!isStance(value)) throw new SeatStepError(`Invalid ${what}: unknown stance ${JSON.stringify(value)}`);
  return value;
}

function remarks(value: unknown): SeatRemark[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const seat = str((item as Obj).seat);
    const point = str((item as Obj).point);
    return seat && point ? [{ seat, point }] : [];
  });
}

function answers(value: unknown): SeatAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const seat = str((item as Obj).seat);
    const question = str((item as Obj).question);
    const answer = str((item as Obj).answer);
    return seat && answer ? [{ seat, question, answer }] : [];
  });
}

export function asInitialPosition(value: unknown): InitialPosition {
  const o = obj(value, 'initial position');
  return {
    stance: stanceOf(o.stance, 'initial position'),
    confidence: confidence(o.confidence, 'initial position'),
    perspective: str(o.perspective),
    key_points: strings(o.key_points),
    concerns: strings(o.concerns),
    recommendations: strings(o.recommendations),
    questions: strings(o.questions),
  };
}

export function asDiscussionTurn(value: unknown): DiscussionTurn {
  const o = obj(value, 'discussion turn');
  return {
    agreements: remarks(o.agreements),
    rebuttals: remarks(o.rebuttals),
    questions: remarks(o.questions),
    summary: str(o.summary),
    answers: answers(o.answers),
  };
}

export function asRevision(value: unknown): Revision {
  const o = obj(value, 'revision');
  return {
    stance: stanceOf(o.stance, 'revision'),
    confidence: confidence(o.confidence, 'revision'),
    reasoning: str(o.reasoning),
    what_would_change_my_mind: str(o.what_would_change_my_mind),
  };
}

export function asFinalVote(value: unknown): FinalVote {
  const o = obj(value, 'vote');
  if (!isVote(o.vote)) throw new SeatStepError(`Invalid vote: ${JSON.stringify(o.vote)}`);
  const vote: FinalVote = {
    vote: o.vote,
    rationale: str(o.rationale),
    confidence: confidence(o.confidence, 'vote'),
  };
  // A ranking and a veto are kept as given; the count completes or drops what does not fit (option-ranking.ts).
  const ranking = Array.isArray(o.ranking) ? o.ranking.flatMap(optionRank) : [];
  if (ranking.length) vote.ranking = ranking;
  const veto = o.veto && typeof o.veto === 'object' ? (o.veto as Obj) : null;
  if (veto && str(veto.option) && str(veto.duty))
    vote.veto = { option: str(veto.option).toUpperCase(), duty: str(veto.duty), reason: str(veto.reason) };
  return vote;
}

function optionRank(item: unknown): { option: string; reason: string }[] {
  if (item === null || typeof item !== 'object') return [];
  const r = item as Obj;
  const option = str(r.option).toUpperCase();
  return option ? [{ option, reason: str(r.reason) }] : [];
}

const SEVERITIES: readonly CriticalRisk['severity'][] = ['low', 'medium', 'high', 'critical'];

export function asSynthesis(value: unknown): Synthesis {
  const o = obj(value, 'synthesis');
  const recommendation = str(o.recommendation);
  if (!recommendation) throw new SeatStepError('Invalid synthesis: no recommendation');
  const items: ActionItem[] = Array.isArray(o.action_items)
    ? o.action_items.flatMap((item) => {
        if (item === null || typeof item !== 'object') return [];
        const i = item as Obj;
        const action = str(i.action);
        return action
          ? [{ action, owner_role: str(i.owner_role) || 'CEO', horizon: str(i.horizon) || 'next 30 days' }]
          : [];
      })
    : [];
  const risks: CriticalRisk[] = Array.isArray(o.critical_risks)
    ? o.critical_risks.flatMap((item) => {
        if (item === null || typeof item !== 'object') return [];
        const r = item as Obj;
        const risk = str(r.risk);
        const severity = SEVERITIES.find((s) => s === r.severity) ?? 'medium';
        return risk ? [{ risk, severity, mitigation: str(r.mitigation) }] : [];
      })
    : [];
  return {
    recommendation,
    executive_summary: str(o.executive_summary),
    synthesis: str(o.synthesis),
    action_items: items,
    critical_risks: risks,
    minority_report: str(o.minority_report) || 'No dissent.',
  };
}

export const NO_USAGE: Usage = { calls: 0, prompt_tokens: 0, completion_tokens: 0 };

export function asUsage(value: unknown): Usage {
  if (value === null || typeof value !== 'object') return { ...NO_USAGE };
  const u = value as Obj;
  const n = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : 0);
  return { calls: n(u.calls), prompt_tokens: n(u.prompt_tokens), completion_tokens: n(u.completion_tokens) };
}

export function addUsage(total: Usage, more: Usage): void {
  total.calls += more.calls;
  total.prompt_tokens += more.prompt_tokens;
  total.completion_tokens += more.completion_tokens;
}
