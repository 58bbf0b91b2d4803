// Evidence a board weighs beyond single words: the markets a move is about (home versus target),
// how strong the stated growth is, and phrase-level signals for and against — product-market
// fit, profitability, a lead investor, an open security gap, high churn, missing validation.
// Each signal keeps the clause that raised it, so every judgement can cite its evidence.

/** Market names a decision may mention, with the canonical name points use. Case-sensitive forms first. */
const MARKETS: readonly (readonly [RegExp, string])[] = [
  [/\b(the )?(US|USA|U\.S\.|United States|America|North America)\b/, 'US'],
  [/\b(the )?(UK|U\.K\.|United Kingdom|Britain|Great Britain|England|Scotland)\b/, 'UK'],
  [/\b(the )?(EU|European Union|Europe|continental Europe)\b/, 'Europe'],
  [/\bGermany|German\b/, 'Germany'],
  [/\bFrance|French\b/, 'France'],
  [/\bSpain|Spanish\b/, 'Spain'],
  [/\bItaly\b/, 'Italy'],
  [/\b(the )?Netherlands|Dutch\b/, 'the Netherlands'],
  [/\b(the )?Nordics|Sweden|Norway|Denmark|Finland\b/, 'the Nordics'],
  [/\bIreland\b/, 'Ireland'],
  [/\bCanada\b/, 'Canada'],
  [/\bAustralia\b/, 'Australia'],
  [/\bIndia\b/, 'India'],
  [/\bJapan\b/, 'Japan'],
  [/\bChina\b/, 'China'],
  [/\bSingapore\b/, 'Singapore'],
  [/\b(APAC|Asia|Asia-Pacific|Southeast Asia)\b/, 'Asia'],
  [/\b(LATAM|Latin America|Brazil|Mexico)\b/, 'Latin America'],
  [/\b(the )?(Middle East|UAE|Dubai)\b/, 'the Middle East'],
];

/** Cities that place a company's home market. */
const CITIES: Readonly<Record<string, string>> = {
  london: 'UK',
  manchester: 'UK',
  edinburgh: 'UK',
  cambridge: 'UK',
  oxford: 'UK',
  bristol: 'UK',
  leeds: 'UK',
  'new york': 'US',
  'san francisco': 'US',
  boston: 'US',
  austin: 'US',
  seattle: 'US',
  berlin: 'Germany',
  munich: 'Germany',
  paris: 'France',
  amsterdam: 'the Netherlands',
  stockholm: 'the Nordics',
  dublin: 'Ireland',
  toronto: 'Canada',
  sydney: 'Australia',
  bangalore: 'India',
  singapore: 'Singapore',
};

/** The first market named in `text`; `cities` also places cities ('London' is the UK). */
function marketIn(text: string, cities = true): string | null {
  let best: { at: number; name: string } | null = null;
  for (const [re, name] of MARKETS) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.at)) best = { at: m.index, name };
  }
  const lower = text.toLowerCase();
  for (const [city, name] of cities ? Object.entries(CITIES) : []) {
    const at = lower.search(new RegExp(`\\b${city}\\b`));
    if (at >= 0 && (best === null || at < best.at)) best = { at, name };
  }
  return best?.name ?? null;
}

/** Phrases that name where a move goes: 'expand into the US', 'enter Germany', 'launch in France'. */
const TARGET_CUES: readonly RegExp[] = [
  /\b(?:expand(?:s|ed|ing)?|expansion|mov(?:e|ing)|go(?:ing)?|push(?:ing)?)\s+(?:in)?to\s+([^.;,]{2,40})/gi,
  /\b(?:enter(?:s|ed|ing)?|entry into)\s+([^.;,]{2,40})/gi,
  /\b(?:launch(?:es|ed|ing)?|open(?:s|ed|ing)?|set(?:ting)? up|start(?:ing)?|sell(?:ing)?)\b[^.;]{0,30}?\bin\s+([^.;,]{2,40})/gi,
];

/** Phrases that name where the company already is: 'UK revenue', 'based in London', 'our home market, the UK'. */
const HOME_CUES: readonly RegExp[] = [
  /\b(?:based|headquartered|founded)\s+in\s+([^.;,]{2,30})/gi,
  /\bhome market,?\s+([^.;,]{2,30})/gi,
  /\b([A-Z][\w.]*(?: [A-Z][\w.]*)?)\s+(?:revenue|business|sales|customers|market)\s+(?:grows|grew|is growing|has grown|doubled)/g,
];

export interface Markets {
  /** Where the company is today: from company info or phrases such as 'UK revenue grows'. */
  home: string | null;
  /** Where the decision would take it, outside the home market: 'expand into the US'. */
  target: string | null;
}

function firstMatch(
  cues: readonly RegExp[],
  text: string,
  accept: (m: string | null) => boolean,
  cities: boolean,
) {
  let best: { at: number; name: string } | null = null;
  for (const re of cues) {
    for (const m of text.matchAll(re)) {
      const name = marketIn(m[1] ?? '', cities);
      if (accept(name) && (best === null || (m.index ?? 0) < best.at))
        best = { at: m.index ?? 0, name: name ?? '' };
      if (accept(name)) break;
    }
  }
  return best?.name ?? null;
}

/** The decision's home and target markets, from its topic, context and company info. */
export function marketsOf(parts: { topic: string; context: string; companyInfo: string }): Markets {
  const text = `${parts.topic}. ${parts.context}`;
  const home =
    (parts.companyInfo ? marketIn(parts.companyInfo) : null) ??
    firstMatch(HOME_CUES, text, (m) => m !== null, true);
  // A city alone names a target only when the home market is known and different ('an office in Manchester' may be local).
  const target =
    firstMatch(TARGET_CUES, text, (m) => m !== null && m !== home, false) ??
    (home ? firstMatch(TARGET_CUES, text, (m) => m !== null && m !== home, true) : null);
  return { home, target };
}

export interface Signal {
  /** The words that raised it. */
  text: string;
  /** The sentence it was found in. */
  sentence: string;
}

const SIGNALS = {
  /** Evidence the product already sells. */
  traction:
    /\b(product[- ]market fit|paying customers|net (?:revenue |dollar )?retention(?: of)? \d+%|repeat customers|renewal rate|proven (?:demand|model|market))\b/i,
  profitable:
    /\b(?<!not |un)(profitable|profitability|cash[- ]flow positive|breaks? even|break-even|in profit)\b/i,
  leadInvestor: /\b(lead investor|term sheet|anchor investor|investors? (?:has|have) offered)\b/i,
  security:
    /\b(security (?:gap|hole|flaw|issue|problem|vulnerabilit\w*|incident|risk)|vulnerabilit\w*|data breach|penetration test|pen[- ]test|unpatched)\b/i,
  highChurn:
    /\b((?:high|rising|increasing|growing) churn|churn (?:is|of|at|has|rate)?[^.;]{0,25}?(?:\d+(?:\.\d+)?%|high|rising|increasing|climbing|up))/i,
  complaints: /\b(complain\w*|unhappy customers|reliability (?:issues|problems)|outages?|downtime)\b/i,
  cheaperCompetitors:
    /\b(competitors? (?:charge|are|price|sell)[^.;]{0,15}(?:less|cheaper|lower)|cheaper competitors?|undercut\w*)\b/i,
  unvalidated:
    /\b((?:not|never|haven't|hasn't|without|no one has)\b[^.;]{0,25}\b(?:spoken|talked|asked|validated|tested|interviewed|researched)\b|no evidence|no customer (?:research|interviews|data)|hypothetical|unproven|untested)/i,
  allCustomers: /\b(all (?:of )?(?:our )?customers|every customer|entire customer base|all accounts)\b/i,
  regulatedSector:
    /\b(fintech|payments?|banking|bank|lending|insurtech|insurance|healthtech|health ?care|medical|crypto|money transmission)\b/i,
  software: /\b(saas|software|platform|app|api)\b/i,
  concentration:
    /\b((?:one|a single|two|our largest) customers? (?:accounts? for|makes? up|is|are)[^.;]{0,30}|\d+% of (?:our )?revenue (?:comes? )?from (?:one|two|a single|our largest)[^.;]{0,20}|single customer|customer concentration)\b/i,
} as const;

export type SignalName = keyof typeof SIGNALS;
export const SIGNAL_NAMES = Object.keys(SIGNALS) as SignalName[];

/** The first place each signal occurs in the sentences, if any. */
export function signalsOf(sentences: readonly string[]): Record<SignalName, Signal | null> {
  const out = {} as Record<SignalName, Signal | null>;
  for (const name of SIGNAL_NAMES) {
    out[name] = null;
    for (const sentence of sentences) {
      if (name === 'highChurn' && /\blow(?:er)? churn\b/i.test(sentence)) continue;
      const m = SIGNALS[name].exec(sentence);
      if (m) {
        out[name] = { text: m[0].trim(), sentence };
        break;
      }
    }
  }
  return out;
}

/** A growth rate as a yearly figure: '12% a month' compounds to about 290% a year. */
export function annualized(percent: number, window: string): number {
  const per = (times: number) => ((1 + percent / 100) ** times - 1) * 100;
  if (/\b(a|per|each|every) month\b|\bmonthly\b|\bmonth[- ]on[- ]month\b|\bmom\b/.test(window))
    return per(12);
  if (/\b(a|per|each|every|last|this) quarter\b|\bquarterly\b/.test(window)) return per(4);
  if (/\b(a|per|each|every) week\b|\bweekly\b/.test(window)) return per(52);
  return percent;
}
