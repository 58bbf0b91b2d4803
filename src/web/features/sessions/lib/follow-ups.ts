// Which seats of a finished session can be asked a follow-up, and whether the question may be
// sent — the same rules the server applies (AI seats that said something; a completed session
// the board deliberated on; the contract's question limits).
import { askFollowUpBodySchema } from '../../../../contracts/follow-ups.ts';
import type { SessionDetail } from '../../../../contracts/sessions.ts';

export interface AskableSeat {
  value: string;
  label: string;
}

export function followUpsOpen(detail: SessionDetail): boolean {
  return (
    detail.session.status === 'completed' &&
    detail.recommendation?.outcome !== 'cannot_judge' &&
    detail.recommendation?.outcome !== 'needs_information'
  );
}

/** AI seats with a recorded position or vote, in board order. */
export function askableSeats(detail: SessionDetail): AskableSeat[] {
  const seats = new Map<string, { label: string; order: number }>();
  for (const d of detail.deliberations)
    if (d.source === 'ai') seats.set(d.seat_id, { label: d.position_title, order: d.position_number });
  for (const v of detail.votes)
    if (!v.is_human && !seats.has(v.seat_id))
      seats.set(v.seat_id, { label: v.position_title, order: v.position_number });
  return [...seats.entries()]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([value, { label }]) => ({ value, label }));
}

/** The message the form shows for a question the server would refuse, or null when it may be sent. */
export function questionProblem(seatId: string | null, question: string): string | null {
  if (!seatId) return 'Choose the seat to ask';
  const parsed = askFollowUpBodySchema.safeParse({ seat_id: seatId, question });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the question');
}
