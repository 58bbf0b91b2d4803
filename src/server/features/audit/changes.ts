// What the audit trail says of an edit: only the values that changed, each old → new, so a
// reader sees what happened instead of the list of fields a form happened to send.

/** One field before and after; equal ones are left out. */
export interface FieldChange {
  label: string;
  before: unknown;
  after: unknown;
}

const LONGEST = 80;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  const text =
    typeof value === 'string'
      ? `"${value}"`
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `name: "Old" → "New"` for each field that differs; an empty list when nothing did. */
export function describeChanges(fields: FieldChange[]): string[] {
  return fields
    .filter((f) => !same(f.before, f.after))
    .map((f) => `${f.label}: ${shown(f.before)} → ${shown(f.after)}`);
}

interface SeatLike {
  key: string;
  title: string;
  weight: number;
  type: string;
}

const percent = (weight: number) => `${Math.round(weight * 1000) / 10}%`;

/** The seats that came, went or changed title, kind or weight, by their key. */
export function describeSeatChanges(before: SeatLike[], after: SeatLike[]): string[] {
  const old = new Map(before.map((s) => [s.key, s]));
  const now = new Map(after.map((s) => [s.key, s]));
  const lines: string[] = [];
  for (const seat of after) {
    const was = old.get(seat.key);
    if (!was) {
      lines.push(`added seat ${seat.title} (${seat.type}, ${percent(seat.weight)})`);
      continue;
    }
    const changed = describeChanges([
      { label: 'title', before: was.title, after: seat.title },
      { label: 'kind', before: was.type, after: seat.type },
      { label: 'weight', before: percent(was.weight), after: percent(seat.weight) },
    ]);
    if (changed.length > 0) lines.push(`seat ${was.title}: ${changed.join(', ').replaceAll('"', '')}`);
  }
  for (const seat of before) if (!now.has(seat.key)) lines.push(`removed seat ${seat.title}`);
  return lines;
}
