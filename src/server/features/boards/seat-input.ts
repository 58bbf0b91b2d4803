// Seats as a form or a template sends them, checked and turned into rows: weights, unique keys,
// a human seat's holder from the organization, an AI seat's persona one the actor may use.
import type { CustomPosition } from '../../../contracts/boards.ts';
import { isPositionKey, POSITION_BY_KEY } from '../../../contracts/positions.ts';
import { autoBalance, checkSeatWeights } from '../../../contracts/weights.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, unprocessable } from '../../lib/errors.ts';
import { type Actor, canReadPersona } from '../../policy.ts';
import { createOrganizationRoster } from '../organizations/roster.ts';
import { createPersonaReader } from '../personas/reader.ts';
import type { NewSeat } from './repository.ts';

export type SeatInput = Omit<CustomPosition, 'key' | 'type' | 'is_human'> & {
  key: string;
  type?: 'AI' | 'Human';
  is_human?: boolean;
};

/** A template's seats: its own weights (custom), or the auto-balanced defaults (built-in). */
export function templateSeats(template: { positionKeys: string[]; seats: SeatInput[] | null }): SeatInput[] {
  if (template.seats?.length) return template.seats;
  const known = template.positionKeys.filter(isPositionKey);
  const weights = autoBalance(known.map((key) => POSITION_BY_KEY[key].defaultWeight));
  return known.map((key, i) => ({ key, title: POSITION_BY_KEY[key].title, weight: (weights[i] ?? 0) / 100 }));
}

export interface Holder {
  userId: string | null;
  inviteId: string | null;
}
const NO_HOLDER: Holder = { userId: null, inviteId: null };

/**
 * A seat goes only to an account whose address was proven, when this server can prove
 * addresses (it sends e-mail; ADR 27). Holders already seated on the board keep their seats.
 */
export interface HolderVerification {
  required: boolean;
  seated: ReadonlySet<string>;
}
const unverifiedHolder = (email: string) =>
  `${email} has not confirmed their e-mail address yet, so they cannot be given a seat. They can ask for a new link in Settings → Security.`;

/**
 * A human seat's holder comes from the organization: a member, or someone with an open
 * invitation (the seat waits for them). Any other address gets the same answer whether or not
 * it has an account, so assigning a seat never tells who is registered.
 */
export async function resolveHolder(
  tx: Db,
  organizationId: string,
  email: string | null | undefined,
  verification: HolderVerification,
): Promise<Holder> {
  const address = email?.trim().toLowerCase();
  if (!address) return NO_HOLDER;
  const roster = createOrganizationRoster(tx);
  const member = await roster.findMemberByEmail(organizationId, address);
  if (member) {
    if (verification.required && !member.emailVerifiedAt && !verification.seated.has(member.userId))
      throw unprocessable(unverifiedHolder(address));
    return { userId: member.userId, inviteId: null };
  }
  const invite = await roster.findOpenInviteByEmail(organizationId, address);
  if (invite) return { userId: null, inviteId: invite.id };
  throw unprocessable(
    `${address} is not a member of this organization. Invite them first, then give them the seat.`,
  );
}

/** Seats checked like the creation form, in the order sent. */
export async function resolveSeats(
  tx: Db,
  actor: Actor,
  organizationId: string,
  seats: SeatInput[],
  verification: HolderVerification,
): Promise<NewSeat[]> {
  const problem = checkSeatWeights(seats.map((seat) => seat.weight * 100));
  if (problem) throw unprocessable(problem.message);
  const seen = new Set<string>();
  for (const seat of seats) {
    if (seen.has(seat.key))
      throw unprocessable(`Each position can be on the board once (${seat.key} appears twice)`);
    seen.add(seat.key);
  }
  const personas = createPersonaReader(tx);
  const builtins = await personas.builtinIdsByKey();
  const result: NewSeat[] = [];
  for (const [index, seat] of seats.entries()) {
    const isHuman = seat.type === 'Human' || seat.is_human === true;
    const holder = isHuman
      ? await resolveHolder(tx, organizationId, seat.human_email, verification)
      : NO_HOLDER;
    let personaId = builtins.get(seat.key) ?? null;
    if (!isHuman && seat.persona_id) {
      const persona = isUuid(seat.persona_id) ? await personas.findById(seat.persona_id) : undefined;
      if (!persona || !canReadPersona(actor, persona)) throw unprocessable('Unknown persona for the seat');
      personaId = persona.id;
    }
    result.push({
      positionNumber: index + 1,
      key: seat.key,
      title: seat.title,
      weight: seat.weight,
      type: isHuman ? 'Human' : 'AI',
      personaId,
      assignedUserId: holder.userId,
      pendingInviteId: holder.inviteId,
      model: isHuman ? null : seat.model?.trim() || null,
    });
  }
  return result;
}

export interface SeatModelInput {
  title: string;
  model?: string | null;
  type?: 'AI' | 'Human';
  is_human?: boolean;
}

/**
 * The providers feature's check, handed in by app.ts: refuses a seat model the board's provider
 * does not list. `kept` are names already on the board: a provider may retire a model later, and
 * that must not block an unrelated edit.
 */
export type SeatModelCheck = (
  board: { organizationId: string; aiProviderId: string | null },
  seats: readonly SeatModelInput[],
  kept?: ReadonlySet<string>,
) => Promise<void>;
