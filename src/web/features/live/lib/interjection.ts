// The interjection box's rules as the client shows them (the server enforces the same): at most
// 200 characters, not blank, and not while the caller's cooldown runs.
import { INTERJECTION_MAX } from '../../../../contracts/live.ts';

export interface InterjectionBox {
  remaining: number;
  /** Seconds left of the server's cooldown. */
  cooldown: number;
  canSend: boolean;
}

export function interjectionBox(text: string, cooldownSeconds: number, sending: boolean): InterjectionBox {
  const remaining = INTERJECTION_MAX - text.length;
  return {
    remaining,
    cooldown: cooldownSeconds,
    canSend: !sending && cooldownSeconds === 0 && text.trim().length > 0 && remaining >= 0,
  };
}

/** The room's words for the three votes. */
export const VOTE_CHOICES = [
  { value: 'approve', label: 'Yes' },
  { value: 'against', label: 'No' },
  { value: 'abstain', label: 'Abstain' },
] as const;

export function voteChoiceLabel(vote: string): string {
  return VOTE_CHOICES.find((c) => c.value === vote)?.label ?? vote;
}
