// A human seat's ranking of the options, with its vote in the live room (ADR 58) or with its
// perspective in the portal (ADR 61): only the session's options, each once; a ranking or veto on a
// yes/no decision, or naming an option it does not have, is refused before anything is written.
import type { VoteBody } from '../../../contracts/live.ts';
import type { DecisionOptionDto } from '../../../contracts/options.ts';
import { unprocessable } from '../../lib/errors.ts';

export function humanBallotOf(
  options: readonly DecisionOptionDto[] | null,
  body: Pick<VoteBody, 'ranking' | 'veto'>,
) {
  const ids = new Set((options ?? []).map((o) => o.id));
  const ranking = body.ranking ?? [];
  const veto = body.veto ?? null;
  if (ids.size === 0) {
    if (ranking.length || veto) throw unprocessable('This decision has no options to rank');
    return {};
  }
  const seen = new Set<string>();
  for (const r of ranking) {
    if (!ids.has(r.option)) throw unprocessable(`This decision has no option ${r.option}`);
    if (seen.has(r.option)) throw unprocessable(`Option ${r.option} is ranked twice`);
    seen.add(r.option);
  }
  if (veto && !ids.has(veto.option)) throw unprocessable(`This decision has no option ${veto.option}`);
  return ranking.length || veto ? { ranking, veto } : {};
}
