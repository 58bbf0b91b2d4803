// Where a decision happens, apart from where the company is at home. 'We are a UK company; open a
// sales office in Austin?' happens in Texas: its employment, tax and lease law is Texas's, and the
// UK only matters where something crosses the border (tax presence, data moving, the insolvency of
// the company itself). Without a place named for the decision, the company's home is where it happens.
import type { Decision } from '../../../types.ts';
import { type Place, placesInOrder, placesOf } from './places.ts';
import { sectionsOf } from './text.ts';

/** A place named as the company's home: 'a UK company', 'based in Lisbon', 'our Berlin HQ', a context opening 'Tel Aviv, 40 staff.'. */
const NAME = "[A-Z][\\w.'’-]*(?: [A-Z][\\w.'’-]*){0,2}";
const HOME_PHRASE = new RegExp(
  `\\b(?:[Ww]e(?: are|['’]re)|[Aa]s|[Ii]s) an? (?:[\\w-]+ ){0,3}?${NAME} (?:[\\w-]+ ){0,2}?(?:company|startup|business|firm|group|manufacturer|retailer|bank|lender|agency|studio|scale-?up|saas|fintech|chain|brand|platform|marketplace)\\b|\\b(?:based|headquartered|incorporated|registered|founded|domiciled|located) (?:in|out of) ${NAME}|\\b(?:[Oo]ur|[Tt]he) ${NAME} (?:hq|HQ|headquarters|head office|home market)\\b|\\b${NAME}-(?:based|headquartered)\\b|(?:^|\\n)${NAME}(?=[,.;:]\\s*(?:\\w+ ){0,2}\\d[\\d,]*\\+? ?(?:staff|people|employees|ftes?|FTEs?|person|workers)\\b)`,
  'g',
);

export interface DecisionPlaces {
  /** Where the decision happens, in the order the text names them. */
  where: Place[];
  /** The company's home: its description and what the text says it is based in. */
  home: Place[];
}

export function decisionPlaces(decision: Decision): DecisionPlaces {
  const sections = sectionsOf(decision);
  const company = sections.find((s) => s.name === 'company')?.text ?? '';
  const body = sections
    .filter((s) => s.name !== 'company')
    .map((s) => s.text)
    .join('\n');
  const said = [...body.matchAll(HOME_PHRASE)].map((m) => m[0]).join(' ');
  const home = placesInOrder(`${company} ${said}`);
  const named = placesInOrder(body.replace(HOME_PHRASE, ' '));
  const away = named.filter((p) => !home.some((h) => h.name === p.name));
  return { where: away.length ? away : placesOf(body).length ? placesInOrder(body) : home, home };
}

/** Every place that matters to the decision, where it happens first. */
export function allPlaces(p: DecisionPlaces): Place[] {
  return [...p.where, ...p.home.filter((h) => !p.where.some((w) => w.name === h.name))];
}
