// A listed company's duty to the market: price-sensitive news is announced promptly and to everyone
// at once, and nobody who knows it trades or tips before it is public. The duty needs the company's
// shares to be traded (a venue, 'listed', a share price) and news it would move, so a private
// company's announcement, or an IPO years away, raises nothing.
import { upperFirst } from '../reader/format.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues } from './match.ts';
import { rulesFor } from './place-rules.ts';

/** Our own shares trade on a market (a customer or a buyer that is listed makes no duty of ours). */
export const LISTED =
  /\b(?:(?:we|we['’]re|our company|the company|our group|the group|our shares|our stock)\b[^.]{0,40}\b(?:listed|publicly (?:listed|traded)|quoted|trade[sd]? on|a plc|nasdaq|nyse|aim|lse|euronext|asx|tsx|ftse)|\bas an? (?:[\w-]+ ){0,2}(?:[\w]+-)?(?:listed|publicly traded|quoted|public) (?:company|group|business|firm|plc)|(?:our|its) (?:share|stock) price|our (?:earnings (?:call|release|guidance)|profit warning|trading update|market guidance|regulatory announcements?)|profit warning|(?:tell|telling|inform|informing|update|updating|warn|warning) the (?:stock )?market)\b/i;

/** A listing still to come: the venue named is where the company hopes to trade. */
const PRE_IPO =
  /\b(?:ipo|initial public offering|go(?:ing)? public|flotation|float(?:ing)? (?:the company|on)|to list|listing (?:in|next|this|within))\b/i;
const ALREADY_LISTED =
  /\b(?:already (?:listed|public|quoted)|publicly (?:listed|traded)|(?:we are|we['’]re|our company is|the company is|the group is) (?:\w+[- ])?(?:listed|quoted)|(?:nasdaq|nyse|aim|lse|asx|tsx)[- ](?:listed|quoted)|(?:our|its|the) (?:share|stock) price|\bplc\b)\b/i;

/** News that would move the price: a loss, a warning, a rejection, a deal, results, a claim. */
const PRICE_SENSITIVE =
  /\b(?:announc\w*|disclos\w*|news|(?:tell|inform|update|warn)\w* (?:the )?(?:market|investors|shareholders)|profit warning|(?:earnings|revenue|profit) (?:miss|shortfall|warning)|(?:below|above|miss\w*|cut\w*|lower\w*|withdraw\w*) (?:\w+ ){0,2}guidance|guidance|lost (?:\w+ ){0,3}(?:contract|customer|client|licen[cs]e)|loss of (?:\w+ ){0,3}(?:contract|customer|client)|(?:fda|ema|mhra|regulator\w*) (?:\w+ ){0,2}(?:reject\w*|refus\w*|approv\w*|decision|letter)|(?:reject\w*|refus\w*) (?:\w+ ){0,3}(?:by )?(?:the )?(?:fda|ema|mhra|regulator)|takeover|acquisition|merger|bid|offer for|results|trading update|price[- ]sensitive|inside information|material (?:news|information|non-?public)|share price would|shares would (?:fall|drop|rise|jump))\b/i;

/** Holding the news back, telling some first, or trading on it: each breaches the duty as proposed. */
const DISCLOSURE_BREACH: readonly RegExp[] = [
  /\b(?:hold\w*|delay\w*|postpon\w*|wait\w*|defer\w*|sit\w* on|keep\w* (?:\w+ ){0,3}(?:quiet|confidential|under wraps|back)|push\w* (?:back|out)|not (?:yet )?(?:announc|disclos|publish|tell)\w*|hold off)\b[^.]{0,80}\b(?:until|till|after|before|to)\b[^.]{0,60}\b(?:quarter|year[- ]end|results|earnings|call|agm|meeting|board|ceo|cfo|chair|round|refinanc\w*|raise|placing|deal|closes?|starts?|joins?|arrives?|month|week|christmas|summer|holidays?|audit|reporting date)\b/i,
  /\b(?:tell|brief|inform|update|warn|call|give|share|tip)\w* (?:\w+ ){0,4}(?:largest|biggest|main|key|major|top|institutional|selected|some|a few|our|favoured) (?:\w+ ){0,2}(?:shareholders?|investors?|analysts?|funds?|holders)\b[^.]{0,60}\b(?:before|ahead of|first|in advance|early|privately)\b/i,
  /\b(?:sell|selling|sold|buy|buying|bought|dispos\w*|offload\w*|exercis\w*|dump\w*|trade|trading)\b[^.]{0,40}\b(?:shares|stock|stake|options)\b[^.]{0,60}\b(?:before|ahead of|prior to) (?:the |it |this |that |we )?(?:news|announc\w*|results|disclos\w*|goes? public|is (?:made )?public|publish\w*)/i,
];

function marketRules(x: DutyContext): string[] {
  const uk = /\b(?:\blse\b|london stock exchange|aim\b|main market|\bfca\b|\brns\b|ftse)/i.test(x.text);
  const eu =
    /\b(?:euronext|xetra|frankfurt stock|deutsche b[öo]rse|borsa italiana|nasdaq (?:stockholm|copenhagen|helsinki)|warsaw stock|bme)\b/i.test(
      x.text,
    );
  const us = /\b(?:nasdaq(?! (?:stockholm|copenhagen|helsinki))|nyse|\bsec\b|8-k|10-[kq])\b/i.test(x.text);
  const venues = [
    ...(uk ? [{ name: 'the UK', country: 'the UK', blocs: [] }] : []),
    ...(eu ? [{ name: 'the EU', country: 'the EU', blocs: ['EU'] }] : []),
    ...(us ? [{ name: 'the US', country: 'the US', blocs: [] }] : []),
  ];
  return rulesFor(venues.length ? venues : x.everywhere, {
    uk: 'in the UK, UK MAR requires inside information to be announced as soon as possible through a regulatory news service; a delay is allowed only when announcing would prejudice the company’s legitimate interests, the delay would not mislead the market and confidentiality holds, with the reasons recorded and the FCA told when it is announced (AIM Rule 11 adds its own duty)',
    eu: 'in the EU, the Market Abuse Regulation requires inside information to be made public as soon as possible; a delay is lawful only under the same three conditions (a legitimate interest, no misleading of the market, confidentiality kept), documented, with the national regulator notified when it is disclosed',
    us: 'in the US, exchange rules require prompt release of material news, Regulation FD forbids telling some investors or analysts before the public, and Rule 10b-5 forbids anyone who knows from trading or tipping until it is public (a Form 8-K is due within four business days for many events)',
  });
}

export const LISTED_COMPANY_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'market_disclosure',
    title: 'Disclosing price-sensitive news to the market',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [PRICE_SENSITIVE],
    alsoNeeds: [LISTED],
    // A company preparing to list has no market to tell yet: its venue words name a plan.
    when: (x) => !PRE_IPO.test(x.text) || ALREADY_LISTED.test(x.text),
    breach: DISCLOSURE_BREACH,
    text: (x) => {
      const rules = marketRules(x);
      return (
        'A listed company must announce news that would move its share price (inside information) promptly and to everyone at once: choosing a convenient date, or telling some shareholders first, is market abuse, and nobody who knows may trade or tip until it is public. ' +
        (rules.length
          ? `${upperFirst(rules.join('; '))}. `
          : 'The market-abuse and listing rules of the exchange where the shares trade govern it. ') +
        'Waiting for the quarter to close, a new executive to start or a financing to complete is not, by itself, a lawful reason to delay. Take advice from the company’s brokers or nominated adviser and securities counsel today.'
      );
    },
    action: (x) =>
      findCues(x.text, DISCLOSURE_BREACH).length
        ? 'Announce the news to the whole market now through the regulatory channel, tell no investor first, and close the insider list to trading until it is public'
        : 'Decide with the nominated adviser or securities counsel whether this is inside information, announce it promptly if so (or document a lawful delay and keep it confidential), and keep insiders from trading',
  },
];
