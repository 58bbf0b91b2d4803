// The things a price can be quoted per when they are made, sold or moved one at a time (a can, a
// tonne, a square metre), as one vocabulary for the number reader and the per-unit sums.

/** Things made, sold or moved one at a time; each with the words that count them. */
export const GOODS =
  'cans?|bottles?|units?|pieces?|items?|kgs?|kilos?|kilograms?|tonnes?|tons?|litres?|liters?|meals?|cups?|portions?|pallets?|boxes|box|cartons?|cases?|bags?|parcels?|packages?|shipments?|deliveries|delivery|jars?|packs?|loaves|loaf|garments?|pairs?|panels?|modules?|cells?|wafers?|tests?|scans?|kwh|mwh|rides?|trips?|room[- ]nights?|covers?|tickets?|orders?|labels?|prints?|copies|copy|sachets?|doses?|vials?|tablets?|animals?|birds?|eggs?|head of cattle|containers?|teus?|TEUs?|kWh|MWh|turnarounds?|turns?|flights?|visits?|sessions?|treatments?|consultations?|nights?|stays?|cubic metres?|m3|m³|reports?|api calls?|requests?|queries|transactions?|messages?';

/** What a subscription is sold per: what serving one of them costs is a unit cost too. */
export const SUBSCRIBED =
  'vehicles?|seats?|users?|subscribers?|accounts?|licen[cs]es?|devices?|locations?|sites?|stores?|members?|students?|patients?|beds?|customers?|clients?';

/** Areas a price is quoted per: an order of tiles or flooring by the square metre. Rent per area is read elsewhere. */
export const GOODS_OR_AREA = `${GOODS}|m²|m2|sqm|square metres?|sq ?ft|square feet`;

/** 'per can', 'a tonne' right after a figure: a cost of one unit, never a one-off sum. */
export const PER_GOODS_UNIT = new RegExp(
  String.raw`^\s*\.?\s*(?:per|a|an|each|\/)\s*(?:${GOODS})(?![\p{L}\d])`,
  'iu',
);

/** A count of things right after a figure ('9.8 million litres', '400,000 cans'): a quantity, not money. */
export const GOODS_COUNTED = new RegExp(String.raw`^\s*(?:${GOODS})(?![\p{L}\d])`, 'iu');
