// A cost per flight, show or class against a price per seat or ticket: one unit carries many
// buyers, so the two are no margin a unit. 'US$12,400 a flight' against 'a US$175 fare' is not a
// loss of $12,225 on each sale; it is 71 fares to fill before the flight pays for itself.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { wordsBeside } from './figure-words.ts';
import { count, pct } from './format.ts';

/** The unit a cost is counted per, when it is one that carries many buyers. */
const GROUP_UNIT =
  /\b(?:per|a|each|every)\s+(?:[\w-]+\s+){0,2}?(flight|trip|journey|voyage|sailing|crossing|departure|show|event|class|session|course|tour|match|game|performance|screening|concert|run|bus|coach)s?\b/i;
/** A price each buyer pays: a fare, a ticket, a seat, a head. */
const PER_HEAD =
  /\b(?:fares?|tickets?|admission|entry fee|cover charge|per (?:seat|person|head|guest|passenger|pax|attendee|student|participant|traveller|traveler|customer|place))\b/i;

/** The group unit a cost is counted per ('flight'), when the price is one buyer's. */
export function groupUnitAgainstHead(
  unitCost: { text: string; clause?: string },
  price: ReadingNumber,
): string | null {
  const unit = GROUP_UNIT.exec(unitCost.clause ?? '')?.[1]?.toLowerCase();
  const words = wordsBeside(price, 50, 30);
  if (!unit || !words || !PER_HEAD.test(`${words.before} ${words.after}`)) return null;
  return unit;
}

/** Seats on each unit: '4 E190s (100 seats)', 'a 120-seat hall', '36 places'. */
const CAPACITY =
  /\(?\b(\d[\d,]*)\s*(?:-\s*)?(?:seats?|seater|places|berths|covers)\b|\b(?:carr(?:y|ies)|holds?|seats?|takes?|capacity of|capacity for)\s+(\d[\d,]*)\s+(?:passengers|people|guests|students|diners|spectators)\b/i;

/** How many buyers each unit needs to cover its cost, and that share of its seats. */
export function fillBreakEven(
  unitCost: { value: number; text: string; clause?: string } | null,
  price: ReadingNumber | undefined,
  text: string,
  out: ReadingCalculation[],
): void {
  if (!unitCost || !price || price.value <= 0 || unitCost.value <= price.value) return;
  const unit = groupUnitAgainstHead(unitCost, price);
  if (!unit) return;
  const needed = unitCost.value / price.value;
  const found = CAPACITY.exec(text);
  const seats = Number((found?.[1] ?? found?.[2] ?? '').replaceAll(',', ''));
  const share = seats > needed ? ` — ${pct((100 * needed) / seats)} of the ${count(seats)} seats` : '';
  out.push({
    id: 'break_even_fill',
    label: `Buyers each ${unit} needs to cover its cost`,
    value: needed,
    result: `${count(Math.ceil(needed))} at ${price.text} each${share}${seats && seats <= needed ? `: more than the ${count(seats)} seats it has` : ''}`,
    inputs: `${unitCost.text} a ${unit} ÷ ${price.text}${seats ? `; ${count(seats)} seats` : ''}`,
  });
}
