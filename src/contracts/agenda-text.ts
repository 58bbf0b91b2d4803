// The agenda quick-add format: one item per line, 'Title, Duration' with the duration optional
// (default 10 minutes). Only a trailing whole number is a duration, so a title may contain
// commas. Used by the quick-add form (live preview) and the server (import).
import { AGENDA_LIMITS, ITEM_DURATION } from './meetings.ts';

export interface ParsedAgendaLine {
  line: number;
  title: string;
  durationMinutes: number;
}

export type AgendaParseResult =
  | { ok: true; items: ParsedAgendaLine[] }
  | { ok: false; error: string; line: number };

// Matched against a trimmed line, so nothing follows the unit: one whitespace run between the
// number and the unit, none at the end. Two optional whitespace runs side by side (as before)
// let the engine try every split of a long run of spaces — seconds of blocked event loop.
const TRAILING_DURATION = /^(.*),\s*(\d+)(?:\s*(?:m|min|mins|minutes))?$/i;
const LIST_MARKER = /^(?:[-*•]\s+|\d+[.)]\s+)/;

export function parseAgendaText(text: string): AgendaParseResult {
  const items: ParsedAgendaLine[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.length > AGENDA_LIMITS.lineLength) {
      return { ok: false, line, error: `Line ${line}: keep lines to ${AGENDA_LIMITS.lineLength} characters` };
    }
    const trimmed = raw.trim().replace(LIST_MARKER, '').trim();
    if (!trimmed) continue;
    if (items.length === AGENDA_LIMITS.itemsPerImport) {
      return { ok: false, line, error: `Import at most ${AGENDA_LIMITS.itemsPerImport} items at a time` };
    }
    const match = TRAILING_DURATION.exec(trimmed);
    const title = (match ? match[1]! : trimmed).trim().replace(/,\s*$/, '');
    const duration = match ? Number(match[2]) : ITEM_DURATION.default;
    if (!title) return { ok: false, line, error: `Line ${line}: the item needs a title` };
    if (title.length > 300) return { ok: false, line, error: `Line ${line}: keep titles to 300 characters` };
    if (duration < ITEM_DURATION.min || duration > ITEM_DURATION.max) {
      return {
        ok: false,
        line,
        error: `Line ${line}: duration must be between ${ITEM_DURATION.min} and ${ITEM_DURATION.max} minutes`,
      };
    }
    items.push({ line, title, durationMinutes: duration });
  }
  if (items.length === 0) return { ok: false, line: 0, error: 'Add at least one agenda item' };
  return { ok: true, items };
}
