import type { Template } from '../../../contracts/boards.ts';
import { isPositionKey, POSITION_BY_KEY } from '../../../contracts/positions.ts';
import { autoBalance } from '../../../contracts/weights.ts';
import type { TemplateRow } from './repository.ts';

/** A template with its seats: a custom template's own weights, or built-in defaults auto-balanced. */
export function presentTemplate(row: TemplateRow): Template {
  const seats =
    row.seats && row.seats.length > 0
      ? row.seats.filter((s) => isPositionKey(s.key))
      : (() => {
          const keys = row.positionKeys.filter(isPositionKey);
          const balanced = autoBalance(keys.map((key) => POSITION_BY_KEY[key].defaultWeight));
          return keys.map((key, i) => ({
            key,
            title: POSITION_BY_KEY[key].title,
            weight: (balanced[i] ?? 0) / 100,
            type: 'AI' as const,
          }));
        })();
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    purpose: row.purpose,
    icon: row.icon,
    is_builtin: row.isBuiltin,
    organization_id: row.organizationId,
    organization_name: row.organizationName,
    is_shared: row.isShared,
    uses_count: row.usesCount,
    positions_count: seats.length,
    positions: seats.map((seat) => ({
      key: seat.key,
      title: seat.title,
      weight: seat.weight,
      default_weight_percent: isPositionKey(seat.key) ? POSITION_BY_KEY[seat.key].defaultWeight : 0,
      type: seat.type,
    })),
  };
}
