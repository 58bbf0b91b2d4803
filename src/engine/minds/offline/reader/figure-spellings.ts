import { splitAsPercents } from './listed-terms.ts';

// Figures as people write them in many countries, respelled once so the one number reader sees
// one spelling: '€1,2 Mio.' → '€1.2 million', '2 mln zł' → '2 million zł', '900 000 zł' →
// '900,000 zł', '€120.000' → '€120,000', '15 pc' → '15%', '$80–90k' → '$85k'. Only the spelling
// changes; what a figure means is still read from the words around it.

/**
 * '3.900 millones', '1.200 Mio.', '120.000 mln': whoever writes a scale word of these languages
 * writes a point between thousands, so 3.900 millones is 3,900 million, not 3.9 million. Read
 * before the scale words become English, where '1.125 million' would be a decimal.
 */
const POINT_THOUSANDS_BEFORE_FOREIGN_SCALE =
  /(?<![\d.,])(\d{1,3}(?:\.\d{3})+)(?=\s?(?:mln|mio|Mio|Mill|milh(?:õ|o)es|milh(?:ã|a)o|millones|mill(?:ó|o)n|Millionen|Mrd|mld|Milliarden|mil millones|triệu|tỷ|juta|miliar)\.?(?![\p{L}]))/gu;

const LEI = /\b(?:RON|lei)\b/;
const MIL_ABBREVIATED = /(?<=\d)\s?mil\.(?![\p{L}])/gu;
/**
 * Croatian, Slovak and Serbian 'mil.' beside the euro, the kuna or the dinar is a million ('€5,9
 * mil.', '2,1 mil. EUR'); Spanish and Portuguese write their thousand 'mil' whole, without a point.
 */
const MIL_AFTER_EURO = /(?<=(?:€|\bEUR)\s?\d+(?:[.,]\d+)?)\s?mil\.(?=(\s+\p{Lu})?)/gu;
const MIL_BEFORE_EURO = /(?<=\d)\s?mil\.(?=\s?(?:€|EUR|eura|kn|HRK|RSD|din)(?![\p{L}]))/gu;

/** Scale words of other languages and their abbreviations, as the English word. */
const FOREIGN_SCALES: readonly [RegExp, string][] = [
  // 'mil millones', 'mil milhões': a thousand millions, the Spanish and Portuguese billion.
  [/(?<=\d)\s?mil (?:millones|milh(?:õ|o)es)(?![\p{L}])/giu, ' billion'],
  [/(?<=\d)\s?(?:bilh(?:õ|o)es|bilh(?:ã|a)o)(?![\p{L}])/giu, ' billion'],
  // Vietnamese and Indonesian scales: 'VND 25 tỷ', '1.800 triệu đồng', 'Rp 12 miliar', 'Rp 900 juta'.
  [/(?<=\d)\s?(?:tỷ|tỉ|miliar|milyar)(?![\p{L}])/giu, ' billion'],
  [/(?<=\d)\s?(?:triệu|juta)(?![\p{L}])/giu, ' million'],
  [/(?<=\d)\s?(?:nghìn|ngàn|ribu)(?![\p{L}])/giu, ' thousand'],
  [/(?<=\d)\s?(?:Mio|Mill)\.?(?![\p{L}])/gu, ' million'],
  // Czech and Slovak 'mil. Kč' is a million; elsewhere 'mil' is a thousand, so only before the koruna.
  [/(?<=\d)\s?mil\.?(?=\s?(?:Kč|CZK|Sk)(?![\p{L}]))/gu, ' million'],
  // Nordic ledgers put the scale on the code: '48 MSEK', '350 TDKK', 'MNOK 12'.
  [/(?<=\d)\s?M(?=(?:SEK|NOK|DKK|EUR|USD|CHF)\b)/gu, ' million '],
  [/(?<=\d)\s?[KT](?=(?:SEK|NOK|DKK)\b)/gu, ' thousand '],
  [/(?<=\d)\s?MDH\b/gu, ' million dirhams'],
  // An abbreviation takes its point with it ('2 mln. zł'), unless the point also ends the sentence
  // ('ARR PLN 38 mln. A US buyer…'); a whole word's point ends the sentence ('US$ 13,8 millones.
  // We have…'). Eating a sentence's end would join two sentences into one.
  [/(?<=\d)\s?(?:mln|Mln|MLN|mio|Mio|MIO|mill|Mill)(?:\.(?!\s+[\p{Lu}\d]))?(?![\p{L}])/gu, ' million'],
  [/(?<=\d)\s?(?:milh(?:õ|o)es|milh(?:ã|a)o|millones|mill(?:ó|o)n|millions)(?![\p{L}])/giu, ' million'],
  // Greek 'εκ.' / 'εκατ.' (εκατομμύρια) and 'δισ.' (δισεκατομμύρια): '€2,35 εκ.'.
  [/(?<=\d)\s?(?:εκατομμύρια|εκατ\.?|εκ\.)(?![\p{L}])/gu, ' million'],
  [/(?<=\d)\s?(?:δισεκατομμύρια|δισ\.)(?![\p{L}])/gu, ' billion'],
  [/(?<=\d)\s?(?:Mrd|mld|Md|bln|mrd)(?:\.(?!\s+[\p{Lu}\d]))?(?![\p{L}])/gu, ' billion'],
  // Dutch, Nordic, Finnish, Italian and Polish words for a million and a billion (a thousand million).
  [
    /(?<=\d)\s?(?:miljoen(?:en)?|miljoner|millioner|miljoonaa|milioni|milionów|miliony|milion)(?![\p{L}])/giu,
    ' million',
  ],
  [
    /(?<=\d)\s?(?:miljard(?:en|er)?|milliarder|miljardia|miliardi|miliardów|milliards?)(?![\p{L}])/giu,
    ' billion',
  ],
  [/(?<=\d)\s?(?:tys|Tsd|tsd)(?:\.(?!\s+[\p{Lu}\d]))?(?![\p{L}])/gu, ' thousand'],
  // 'R$ 4 mi' is four million reais: Brazilians shorten 'milhões' so, but only after the real.
  [/(?<=R\$\s?\d+(?:[.,]\d+)?)\s?mi(?![\p{L}])/gu, ' million'],
  [/(?<=R\$\s?\d+(?:[.,]\d+)?)\s?bi(?![\p{L}])/gu, ' billion'],
];

const SCALE_AFTER = String.raw`\s?(?:million|billion|thousand|[Mm]n|[Mm]|[Bb]n|b|[Kk]|lakhs?|crores?|cr|milyon|milyar|juta|miliar|miljoen|miljard|miljon|mln|mld)(?![\p{L}])`;

/** Currencies written with a decimal comma and a point between thousands. */
const COMMA_DECIMAL_CURRENCY = String.raw`(?:€|EUR|euros?|zł|PLN|CHF|Fr\.|R\$|BRL|reais|kr|SEK|NOK|DKK|RON|lei|Kč|CZK|Ft|HUF|TL|₺)`;

/**
 * '€1,2 million', '2,5 million zł': a comma followed by one or two digits before a scale is a
 * decimal comma (a thousands comma always has three).
 */
const DECIMAL_COMMA_BEFORE_SCALE = new RegExp(
  String.raw`(?<![\d,.])(\d{1,3}),(\d{1,2})(?=${SCALE_AFTER})`,
  'gu',
);
/** '€4,99 a month', '19,90 €': cents after a comma, in a currency written that way. */
const DECIMAL_COMMA_CENTS = new RegExp(
  String.raw`(?<=${COMMA_DECIMAL_CURRENCY}\s?)(\d+),(\d{2})(?![\d,])|(?<![\d,.])(\d+),(\d{2})(?=\s?${COMMA_DECIMAL_CURRENCY})`,
  'gu',
);
/** '€120.000', '450.000 zł': a point between thousands in those currencies (never before a scale). */
const POINT_THOUSANDS = new RegExp(
  String.raw`(?<=${COMMA_DECIMAL_CURRENCY}\s?)(\d{1,3})\.(\d{3})(?![\d,]|\.\d|${SCALE_AFTER})|(?<![\d,.])(\d{1,3})\.(\d{3})(?![\d,]|\.\d)(?=\s?${COMMA_DECIMAL_CURRENCY})`,
  'gu',
);
/**
 * '4.350.000': two or more point groups can only be thousands. Whoever writes that writes a lone
 * '612.000' or '1.250 bottles' the same way, so a text with one reads every 'd.ddd' as thousands;
 * left alone, the number reader would take the text for one with decimal points and read
 * '612,000' (already respelled) as 612.
 */
const MULTI_POINT_THOUSANDS = /(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.,]*\d)/g;
const LONE_POINT_THOUSANDS = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3})\.(\d{3})(?![\d.,]*\d|${SCALE_AFTER})`,
  'gu',
);
/** '4,20', '2,94', '0,45': a comma before one or two digits is a decimal comma (a thousands comma has three). */
const DECIMAL_COMMA_ANYWHERE = /(?<![\d,.])(\d{1,3}),(\d{1,2})(?![\d,])/g;
/** A count written with a point between thousands ('1.250 bottles'): in English a count has no decimals. */
const POINT_THOUSANDS_COUNT =
  /(?<![\d.,])(\d{1,3})\.(\d{3})(?=\s(?:people|persons|staff|employees|workers|customers|clients|users|members|subscribers|pupils|students|patients|guests|visitors|units|bottles|pieces|cases|boxes|orders|rooms|beds|seats|tickets|stores|shops|outlets|tonnes|tons|hectares|km|sqm|m²|square metres|households|families|farmers|accounts|downloads|covers|meals)\b)/giu;

/** '900 000 zł', '1 200 000 €', 'R 450 000': thousands grouped by spaces (also thin and no-break ones). */
const SPACE_THOUSANDS = /(?<![\d,.])(\d{1,3})((?:[  ]\d{3})+)(?![\d,.]*\d)/gu;

/** "CHF 1'200'000", '1’250’000': thousands grouped by apostrophes, as the Swiss write them. */
const APOSTROPHE_THOUSANDS = /(?<![\d,.'’])(\d{1,3})((?:['’]\d{3})+)(?![\d'’])/gu;
/**
 * '12,5%', '1,8 %', '3,5x': a decimal comma before a percent sign or a multiple's x (a thousands
 * comma never stands there).
 */
const DECIMAL_COMMA_RATE = /(?<![\d,.])(\d{1,2}),(\d{1,2})(?=\s?(?:%|[x×](?![a-z])))/gu;

/** '12 pc', '9.5pc': a percentage as British papers write it ('percent' and 'per cent' are read as written). */
const PERCENT_WORDS = /(?<=\d)\s?pc\b/gi;

/**
 * '$80–90k', '€1.2–1.5m', '18–24 months', '10–15%': a range is read at its middle, so the sums
 * downstream have one figure; the written range stays nowhere else, so the board's text says
 * 'about'. Both ends must share a currency, scale or unit, and years ('2024–2026') are no range.
 */
const RANGE =
  /(?<![\d.,])(?:(?<cur>US\$|A\$|AU\$|C\$|CA\$|S\$|R\$|[$€£₹¥]|R(?=\s?\d))\s?)?(?<lo>\d+(?:\.\d+)?)\s?(?<loMag>k|K|m|M|mn|bn|B|million|billion)?\s?(?:–|—|-)\s?(?:\k<cur>)?\s?(?<hi>\d+(?:\.\d+)?)(?<tail>\s?(?:k|K|m|M|mn|bn|B|million|billion|%|months?|years?|weeks?)(?![\p{L}]))/gu;

function midpointOf(match: string, groups: Record<string, string | undefined>): string {
  const { cur = '', lo = '', loMag, hi = '', tail = '' } = groups;
  const low = Number(lo);
  const high = Number(hi);
  const isYears = /^\d{4}$/.test(lo) && /^\d{4}$/.test(hi);
  // A leading currency or a scale after the high end says both ends are sums; a hyphenated
  // span without either ('3-5') stays as written.
  if (
    isYears ||
    !(high > low) ||
    (!cur && !tail.trim()) ||
    (loMag && loMag.toLowerCase() !== tail.trim().toLowerCase())
  )
    return match;
  const mid = Math.round(((low + high) / 2) * 1000) / 1000;
  return `${cur}${cur.length > 1 && /\w$/.test(cur) ? ' ' : ''}${mid}${tail}`;
}

/**
 * 'Runway of about a year', 'cash lasts roughly a year', 'we're good for a year': a runway said in
 * words, with no digit for the reader ('a year of runway' is respelled with the number words).
 */
const RUNWAY_IN_WORDS =
  /\b(runway(?: is| of)?|(?:cash|money|funds|reserves|the balance) (?:will |would )?(?:lasts?|carr(?:y|ies) us|covers? us|keeps? us going)(?: us)?(?: for)?|enough (?:cash|money|runway) for|we(?:['’]re| are) (?:good|fine|covered|funded|safe) for)\s+((?:about|around|roughly|nearly|almost|just over|just under|under|over|only|just|maybe|perhaps)\s+)?(?:a|one) (year|month)\b/gi;

/** The same figures, spelled the one way the number reader reads. */
/** '12億円', '4,800万円', 'NT$ 4,500萬', '12억 원': the East Asian hundred-million and ten-thousand, as digits. */
const EAST_ASIAN_SCALE = /(\d+(?:,\d{3})*(?:\.\d+)?)\s?(億|亿|억|万|萬|만)/gu;
const EAST_ASIAN_FACTOR: Readonly<Record<string, number>> = {
  億: 1e8,
  亿: 1e8,
  억: 1e8,
  万: 1e4,
  萬: 1e4,
  만: 1e4,
};
/** '¥1.2 trillion': a thousand billion, the largest scale the reader spells. */
const TRILLION = /(?<![\d,.])(\d+(?:,\d{3})*(?:\.\d+)?)\s?(?:trillion|tn|trn)\b/gi;
/** '2,4 M$', '350 k$': Quebec and French write the dollar after the scale. */
const SCALE_THEN_DOLLAR = /(?<![\p{L}\d])(\d+(?:[.,]\d+)?)\s?([MkG])\$/gu;

export function spellFiguresPlainly(text: string): string {
  let out = text
    .replace(EAST_ASIAN_SCALE, (_m, n: string, scale: string) =>
      Math.round(Number(n.replaceAll(',', '')) * (EAST_ASIAN_FACTOR[scale] ?? 1)).toLocaleString('en-US'),
    )
    .replace(SCALE_THEN_DOLLAR, (_m, n: string, scale: string) => `$${n}${scale === 'G' ? 'bn' : scale}`)
    .replace(
      TRILLION,
      (_m, n: string) => `${(Number(n.replaceAll(',', '')) * 1000).toLocaleString('en-US')} billion`,
    );
  out = out.replace(
    RUNWAY_IN_WORDS,
    (_m, lead: string, hedge = '', span: string) => `${lead} ${hedge}1 ${span}`,
  );
  out = out.replace(POINT_THOUSANDS_BEFORE_FOREIGN_SCALE, (m) => m.replaceAll('.', ','));
  // A text that writes decimals with a comma ('USD 4,20 per dose', '2,94') writes its thousands
  // with a point, whatever the currency: 'USD 120.000' is then a hundred and twenty thousand.
  if ((out.match(DECIMAL_COMMA_ANYWHERE) ?? []).length >= 2)
    out = out.replace(DECIMAL_COMMA_ANYWHERE, '$1.$2').replace(LONE_POINT_THOUSANDS, '$1,$2');
  if (MULTI_POINT_THOUSANDS.test(out))
    out = out
      .replace(MULTI_POINT_THOUSANDS, (m) => m.replaceAll('.', ','))
      .replace(LONE_POINT_THOUSANDS, '$1,$2');
  out = out.replace(POINT_THOUSANDS_COUNT, '$1,$2');
  // Romanian 'RON 6,4 mil.' is millions, as Czech 'mil. Kč' is: in a text priced in lei, not in
  // Spanish or Portuguese ones, where 'mil' is a thousand.
  if (LEI.test(out)) out = out.replace(MIL_ABBREVIATED, ' million');
  // The point of 'mil.' is the abbreviation's, unless a new sentence starts after it.
  out = out
    .replace(MIL_AFTER_EURO, (_m, next?: string) => (next ? ' million.' : ' million'))
    .replace(MIL_BEFORE_EURO, ' million');
  for (const [re, english] of FOREIGN_SCALES) out = out.replace(re, english);
  out = out
    .replace(DECIMAL_COMMA_BEFORE_SCALE, '$1.$2')
    .replace(DECIMAL_COMMA_CENTS, (_m, a, b, c, d) => `${a ?? c}.${b ?? d}`)
    .replace(POINT_THOUSANDS, (_m, a, b, c, d) => `${a ?? c},${b ?? d}`)
    .replace(SPACE_THOUSANDS, (_m, head: string, rest: string) => `${head}${rest.replace(/[  ]/g, ',')}`)
    .replace(APOSTROPHE_THOUSANDS, (_m, head: string, rest: string) => `${head}${rest.replace(/['’]/g, ',')}`)
    .replace(DECIMAL_COMMA_RATE, '$1.$2')
    .replace(PERCENT_WORDS, '%')
    .replace(/[^.!?\n]+/g, splitAsPercents);
  return out.replace(RANGE, (match, ...args) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    return midpointOf(match, groups);
  });
}
