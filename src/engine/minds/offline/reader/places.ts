// The jurisdictions a decision names: countries, US states and the blocs whose law follows from
// them (an office in Germany is in the EU, so the GDPR applies). Duties word their advice for
// the places named, and say so when none is.

export interface Place {
  /** 'Germany', 'California', 'the UK'. */
  name: string;
  /** The country a state or city belongs to: 'the US' for California. */
  country: string;
  /** Blocs whose law applies: 'EU' (GDPR, EU directives), 'EEA'. */
  blocs: readonly string[];
}

const EU = ['EU', 'EEA'] as const;

const PLACES: readonly [RegExp, Place][] = [
  [/\b(?:US|USA|U\.S\.|United States|America)\b/, { name: 'the US', country: 'the US', blocs: [] }],
  [
    /\bCalifornia\b|\bSan Francisco\b|\bLos Angeles\b|\bBay Area\b/,
    { name: 'California', country: 'the US', blocs: [] },
  ],
  [/\bNew York\b|\bNYC\b/, { name: 'New York', country: 'the US', blocs: [] }],
  [/\bTexas\b|\bAustin\b/, { name: 'Texas', country: 'the US', blocs: [] }],
  [/\bMassachusetts\b|\bBoston\b/, { name: 'Massachusetts', country: 'the US', blocs: [] }],
  [/\bWashington State\b|\bSeattle\b/, { name: 'Washington State', country: 'the US', blocs: [] }],
  [/\bIllinois\b|\bChicago\b/, { name: 'Illinois', country: 'the US', blocs: [] }],
  [/\bFlorida\b|\bMiami\b/, { name: 'Florida', country: 'the US', blocs: [] }],
  [/\bDelaware\b/, { name: 'Delaware', country: 'the US', blocs: [] }],
  [/\bColorado\b|\bDenver\b/, { name: 'Colorado', country: 'the US', blocs: [] }],
  [/\bNew Jersey\b|\bNewark\b/, { name: 'New Jersey', country: 'the US', blocs: [] }],
  [/\bOhio\b|\bColumbus\b|\bCleveland\b|\bCincinnati\b/, { name: 'Ohio', country: 'the US', blocs: [] }],
  [
    /\bPennsylvania\b|\bPhiladelphia\b|\bPittsburgh\b/,
    { name: 'Pennsylvania', country: 'the US', blocs: [] },
  ],
  [/\bGeorgia, USA\b|\bAtlanta\b/, { name: 'Georgia', country: 'the US', blocs: [] }],
  [/\bMichigan\b|\bDetroit\b/, { name: 'Michigan', country: 'the US', blocs: [] }],
  [/\bArizona\b|\bPhoenix\b/, { name: 'Arizona', country: 'the US', blocs: [] }],
  [/\bNorth Carolina\b|\bCharlotte\b|\bRaleigh\b/, { name: 'North Carolina', country: 'the US', blocs: [] }],
  [
    /\bVirginia\b|\bOregon\b|\bPortland\b|\bUtah\b|\bMinnesota\b|\bTennessee\b|\bNashville\b|\bWisconsin\b|\bMilwaukee\b|\bIowa\b|\bMissouri\b|\bKansas\b|\bNebraska\b|\bIndiana\b|\bKentucky\b|\bAlabama\b|\bLouisiana\b|\bOklahoma\b|\bArkansas\b|\bNevada\b|\bIdaho\b|\bMaryland\b|\bConnecticut\b|\bNew Jersey\b|\bPennsylvania\b|\bPhiladelphia\b|\bPittsburgh\b|\bSouth Carolina\b|\bVermont\b|\bNew Hampshire\b|\bMaine\b|\bDelaware\b/,
    { name: 'the US', country: 'the US', blocs: [] },
  ],
  [
    /\b(?:UK|U\.K\.|United Kingdom|Britain|British|England|Scotland|Wales|Northern Ireland|London|Manchester|Bristol|Edinburgh|Leeds|Birmingham|Glasgow|Liverpool|Cardiff|Belfast|Newcastle|Sheffield|Nottingham|Leicester|Cambridge|Oxford|Brighton|Southampton|Aberdeen|Inverness|Dundee|Stirling|Swansea|Plymouth|Norwich|Coventry)\b/,
    { name: 'the UK', country: 'the UK', blocs: [] },
  ],
  [/\b(?:Ireland|Irish|Dublin)\b/, { name: 'Ireland', country: 'Ireland', blocs: EU }],
  [
    /\b(?:Germany|German|Berlin|Munich|Hamburg|Frankfurt|Cologne|Stuttgart|Düsseldorf|Dusseldorf|Leipzig|Dresden)\b/,
    { name: 'Germany', country: 'Germany', blocs: EU },
  ],
  [
    /\b(?:France|French|Paris|Lyon|Marseille|Toulouse|Lille|Bordeaux|Nantes)\b/,
    { name: 'France', country: 'France', blocs: EU },
  ],
  [
    /\b(?:Netherlands|Dutch|Amsterdam|Rotterdam)\b/,
    { name: 'the Netherlands', country: 'the Netherlands', blocs: EU },
  ],
  [/\b(?:Belgium|Belgian|Brussels|Antwerp|Ghent)\b/, { name: 'Belgium', country: 'Belgium', blocs: EU }],
  [
    /\b(?:Spain|Spanish|Madrid|Barcelona|Valencia|Seville|Sevilla|Bilbao|Malaga|Málaga)\b/,
    { name: 'Spain', country: 'Spain', blocs: EU },
  ],
  [
    /\b(?:Italy|Italian|Milan|Rome|Turin|Naples|Bologna|Florence)\b/,
    { name: 'Italy', country: 'Italy', blocs: EU },
  ],
  [/\b(?:Portugal|Portuguese|Lisbon|Porto)\b/, { name: 'Portugal', country: 'Portugal', blocs: EU }],
  [/\b(?:Poland|Polish|Warsaw|Krakow|Kraków)\b/, { name: 'Poland', country: 'Poland', blocs: EU }],
  [/\b(?:Sweden|Swedish|Stockholm)\b/, { name: 'Sweden', country: 'Sweden', blocs: EU }],
  [/\b(?:Denmark|Danish|Copenhagen)\b/, { name: 'Denmark', country: 'Denmark', blocs: EU }],
  [/\b(?:Finland|Finnish|Helsinki)\b/, { name: 'Finland', country: 'Finland', blocs: EU }],
  [/\b(?:Austria|Austrian|Vienna|Graz|Salzburg|Linz)\b/, { name: 'Austria', country: 'Austria', blocs: EU }],
  [/\b(?:Estonia|Estonian|Tallinn)\b/, { name: 'Estonia', country: 'Estonia', blocs: EU }],
  [/\b(?:Czech|Czechia|Prague|Brno)\b/, { name: 'Czechia', country: 'Czechia', blocs: EU }],
  [/\b(?:Romania|Romanian|Bucharest|Cluj)\b/, { name: 'Romania', country: 'Romania', blocs: EU }],
  [/\b(?:Greece|Greek|Athens)\b/, { name: 'Greece', country: 'Greece', blocs: EU }],
  [/\b(?:Hungary|Hungarian|Budapest)\b/, { name: 'Hungary', country: 'Hungary', blocs: EU }],
  [/\b(?:Bulgaria|Bulgarian|Sofia)\b/, { name: 'Bulgaria', country: 'Bulgaria', blocs: EU }],
  [/\b(?:Croatia|Croatian|Zagreb)\b/, { name: 'Croatia', country: 'Croatia', blocs: EU }],
  [/\b(?:Slovakia|Slovak|Bratislava)\b/, { name: 'Slovakia', country: 'Slovakia', blocs: EU }],
  [/\b(?:Slovenia|Slovenian|Ljubljana)\b/, { name: 'Slovenia', country: 'Slovenia', blocs: EU }],
  [
    /\b(?:Lithuania|Lithuanian|Vilnius|Latvia|Latvian|Riga)\b/,
    { name: 'the Baltics', country: 'the Baltics', blocs: EU },
  ],
  [/\b(?:Luxembourg|Cyprus|Malta)\b/, { name: 'Luxembourg, Cyprus or Malta', country: 'the EU', blocs: EU }],
  [/\b(?:EU|European Union|Europe|European)\b/, { name: 'the EU', country: 'the EU', blocs: EU }],
  [/\b(?:Norway|Norwegian|Oslo)\b/, { name: 'Norway', country: 'Norway', blocs: ['EEA'] }],
  [/\b(?:Switzerland|Swiss|Zurich|Geneva)\b/, { name: 'Switzerland', country: 'Switzerland', blocs: [] }],
  [
    /\b(?:Canada|Canadian|Toronto|Ontario|Vancouver|Quebec|Montreal)\b/,
    { name: 'Canada', country: 'Canada', blocs: [] },
  ],
  [/\b(?:Mexico|Mexican)\b/, { name: 'Mexico', country: 'Mexico', blocs: [] }],
  [/\b(?:Brazil|Brazilian|São Paulo|Sao Paulo|Rio)\b/, { name: 'Brazil', country: 'Brazil', blocs: [] }],
  [/\b(?:Argentina|Buenos Aires)\b/, { name: 'Argentina', country: 'Argentina', blocs: [] }],
  [/\b(?:Chile|Santiago)\b/, { name: 'Chile', country: 'Chile', blocs: [] }],
  [/\b(?:Colombia|Bogotá|Bogota)\b/, { name: 'Colombia', country: 'Colombia', blocs: [] }],
  [
    /\b(?:India|Indian|Bangalore|Bengaluru|Mumbai|Delhi|Hyderabad|Pune)\b/,
    { name: 'India', country: 'India', blocs: [] },
  ],
  [/\b(?:Singapore)\b/, { name: 'Singapore', country: 'Singapore', blocs: [] }],
  [
    /\b(?:Philippines|Filipino|Manila|Cebu)\b/,
    { name: 'the Philippines', country: 'the Philippines', blocs: [] },
  ],
  [/\b(?:Vietnam|Vietnamese|Hanoi|Ho Chi Minh)\b/, { name: 'Vietnam', country: 'Vietnam', blocs: [] }],
  [/\b(?:Indonesia|Indonesian|Jakarta|Bali)\b/, { name: 'Indonesia', country: 'Indonesia', blocs: [] }],
  [/\b(?:Malaysia|Kuala Lumpur)\b/, { name: 'Malaysia', country: 'Malaysia', blocs: [] }],
  [/\b(?:Thailand|Bangkok)\b/, { name: 'Thailand', country: 'Thailand', blocs: [] }],
  [/\b(?:Pakistan|Karachi|Lahore)\b/, { name: 'Pakistan', country: 'Pakistan', blocs: [] }],
  [/\b(?:Bangladesh|Dhaka)\b/, { name: 'Bangladesh', country: 'Bangladesh', blocs: [] }],
  [/\b(?:Ukraine|Ukrainian|Kyiv|Kiev|Lviv)\b/, { name: 'Ukraine', country: 'Ukraine', blocs: [] }],
  [/\b(?:Serbia|Belgrade)\b/, { name: 'Serbia', country: 'Serbia', blocs: [] }],
  [/\b(?:Egypt|Cairo)\b/, { name: 'Egypt', country: 'Egypt', blocs: [] }],
  [/\b(?:Morocco|Casablanca)\b/, { name: 'Morocco', country: 'Morocco', blocs: [] }],
  [/\b(?:Costa Rica)\b/, { name: 'Costa Rica', country: 'Costa Rica', blocs: [] }],
  [/\b(?:Japan|Japanese|Tokyo|Osaka)\b/, { name: 'Japan', country: 'Japan', blocs: [] }],
  [/\b(?:China|Chinese|Beijing|Shanghai|Shenzhen)\b/, { name: 'China', country: 'China', blocs: [] }],
  [/\b(?:Hong Kong)\b/, { name: 'Hong Kong', country: 'Hong Kong', blocs: [] }],
  [/\b(?:South Korea|Korea|Korean|Seoul)\b/, { name: 'South Korea', country: 'South Korea', blocs: [] }],
  [
    /\b(?:Australia|Australian|Sydney|Melbourne|Brisbane|Perth|Adelaide)\b/,
    { name: 'Australia', country: 'Australia', blocs: [] },
  ],
  [/\b(?:New Zealand|Auckland)\b/, { name: 'New Zealand', country: 'New Zealand', blocs: [] }],
  [
    /\b(?:South Africa|South African|Johannesburg|Cape Town|Durban|Pretoria)\b/,
    { name: 'South Africa', country: 'South Africa', blocs: [] },
  ],
  [/\b(?:Nigeria|Nigerian|Lagos)\b/, { name: 'Nigeria', country: 'Nigeria', blocs: [] }],
  [/\b(?:Kenya|Kenyan|Nairobi)\b/, { name: 'Kenya', country: 'Kenya', blocs: [] }],
  [/\b(?:UAE|Dubai|Abu Dhabi|Emirates)\b/, { name: 'the UAE', country: 'the UAE', blocs: [] }],
  [/\b(?:Saudi Arabia|Riyadh)\b/, { name: 'Saudi Arabia', country: 'Saudi Arabia', blocs: [] }],
  [/\b(?:Israel|Israeli|Tel Aviv)\b/, { name: 'Israel', country: 'Israel', blocs: [] }],
  [/\b(?:Turkey|Türkiye|Istanbul)\b/, { name: 'Turkey', country: 'Turkey', blocs: [] }],
  [/\b(?:Russia|Russian|Moscow)\b/, { name: 'Russia', country: 'Russia', blocs: [] }],
  [/\b(?:Belarus|Minsk)\b/, { name: 'Belarus', country: 'Belarus', blocs: [] }],
  [/\b(?:Iran|Iranian|Tehran)\b/, { name: 'Iran', country: 'Iran', blocs: [] }],
  [/\b(?:North Korea)\b/, { name: 'North Korea', country: 'North Korea', blocs: [] }],
  [/\b(?:Syria|Syrian)\b/, { name: 'Syria', country: 'Syria', blocs: [] }],
  [/\b(?:Cuba|Cuban)\b/, { name: 'Cuba', country: 'Cuba', blocs: [] }],
  [/\b(?:Venezuela)\b/, { name: 'Venezuela', country: 'Venezuela', blocs: [] }],
];

/** Any place the list knows, as a case-sensitive pattern source ('US' the country, not 'us'). */
export const PLACE_NAMES_SOURCE = `(?-i:${PLACES.map(([re]) => re.source).join('|')})`;

/** City names two countries share, with the countries: Perth is in Scotland and in Australia. */
const SHARED_CITIES: readonly [RegExp, readonly string[]][] = [
  [/\bPerth\b/, ['the UK', 'Australia']],
  [/\bNewcastle\b/, ['the UK', 'Australia']],
  [/\bCambridge\b/, ['the UK', 'the US']],
  [/\bBirmingham\b/, ['the UK', 'the US']],
];

/**
 * A place named only by a shared city is left out when the text names the other country that has
 * it: 'hotels in Inverness … a plant in Perth' is Scotland, not Australia.
 */
function sharedCityMisread(place: Place, found: readonly Place[], text: string): boolean {
  const entry = PLACES.find(([, q]) => q.name === place.name);
  if (!entry) return false;
  return SHARED_CITIES.some(
    ([city, countries]) =>
      countries.includes(place.country) &&
      city.test(text) &&
      !new RegExp(entry[0].source).test(text.replace(new RegExp(city.source, 'g'), ' ')) &&
      found.some((q) => q.country !== place.country && countries.includes(q.country)),
  );
}

/** Every place the text names, in the order of the list above (countries before their cities). */
/**
 * A country named as where a person comes from, not where anything happens: 'our US COO says
 * staff are at-will', 'a German investor'. Read as a place it brings the wrong country's law.
 */
const PERSON_ORIGIN = new RegExp(
  `${PLACE_NAMES_SOURCE}(?=[- ](?:based )?(?i:ceo|coo|cfo|cto|cmo|founders?|co-?founders?|investors?|lawyers?|advis[eo]rs?|consultants?|chair(?:man|woman|person)?|boss|owners?|shareholders?|expats?)\\b)`,
  'g',
);

export function placesOf(whole: string): Place[] {
  const text = whole.replace(PERSON_ORIGIN, ' ');
  const found: Place[] = [];
  for (const [re, place] of PLACES) {
    // 'South Korea' must not also read as 'Korea' twice, nor 'New York' as a US state and a city.
    if (re.test(text) && !found.some((p) => p.name === place.name)) found.push(place);
  }
  const placed = found.filter((p) => !sharedCityMisread(p, found, text));
  // 'the US' is implied by a state; listing both says nothing more.
  return placed.filter(
    (p) => !(p.name === 'the US' && placed.some((q) => q.country === 'the US' && q !== p)),
  );
}

/** Whether any named place is in the EU or EEA (the GDPR, EU employment directives). */
export function inEurope(places: readonly Place[]): boolean {
  return places.some((p) => p.blocs.includes('EEA') || p.blocs.includes('EU'));
}

/** 'Germany and France', or '' when no place is named. */
export function placeList(places: readonly Place[]): string {
  const names = places.map((p) => p.name);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** How many legal regions the places span: the EU and EEA count as one, each other country as its own. */
export function regionCount(places: readonly Place[]): number {
  return new Set(places.map((p) => (p.blocs.length > 0 ? 'EEA' : p.country))).size;
}

/** Every place the text names, in the order the text names them. */
export function placesInOrder(text: string): Place[] {
  const at = (place: Place) => {
    const entry = PLACES.find(([, p]) => p.name === place.name);
    const m = entry ? new RegExp(entry[0].source).exec(text) : null;
    return m ? m.index : Number.MAX_SAFE_INTEGER;
  };
  return placesOf(text).sort((a, b) => at(a) - at(b));
}
