import type { Template } from '../../../contracts/boards.ts';
import { isPositionKey, POSITION_BY_KEY } from '../../../contracts/positions.ts';
import { autoBalance } from '../../../contracts/weights.ts';
import type { TemplateRow } from './repository.ts';

/** A template with its seats at the auto-balanced default weights. */
export function presentTemplate(row: TemplateRow): Template {
  const keys = row.positionKeys.filter(isPositionKey);
  const balanced = autoBalance(keys.map((key) => POSITION_BY_KEY[key].defaultWeight));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    purpose: row.purpose,
    is_builtin: row.isBuiltin,
    positions: keys.map((key, i) => ({
      key,
      title: POSITION_BY_KEY[key].title,
      weight: (balanced[i] ?? 0) / 100,
      default_weight_percent: POSITION_BY_KEY[key].defaultWeight,
      type: 'AI' as const,
    })),
  };
}
