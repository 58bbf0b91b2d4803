// Whether the board can judge a text at all. It refuses, with the reason and what to add, when
// the text gives instructions to the board anywhere in it (not only up front), is written in a
// language the offline engine does not read, or asks for no decision (notes, a diary, a to-do
// list). A refusal is honest; a confident report on notes is not.

import type { CannotJudge } from '../../../reading.ts';
import { instructionsIn } from './gate-instructions.ts';
import { readsAsMinutes } from './gate-minutes.ts';
import { framedWithNoAsk } from './gate-no-ask.ts';
import { asksSomethingPersonal, PERSONAL_REFUSAL, UNREADABLE_REFUSAL, unreadable } from './gate-personal.ts';
import { asksOnlyForFacts, readsAsReport } from './gate-reports.ts';
import type { Section } from './text.ts';
import { sentencesOf, wordCount } from './text.ts';

export type GateVerdict = CannotJudge;

const FUNCTION_WORDS: Record<string, readonly string[]> = {
  English: [
    'the',
    'a',
    'an',
    'and',
    'or',
    'of',
    'to',
    'in',
    'is',
    'are',
    'we',
    'our',
    'for',
    'with',
    'on',
    'should',
    'it',
    'be',
    'this',
    'that',
    'have',
    'has',
    'by',
    'at',
    'from',
    'would',
    'will',
    'not',
    'do',
    'as',
    'us',
    'they',
    'their',
    'was',
  ],
  German: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'wir',
    'ein',
    'eine',
    'nicht',
    'mit',
    'sollen',
    'haben',
    'zu',
    'von',
    'den',
    'dem',
    'des',
    'bis',
    'für',
    'auf',
    'im',
    'es',
    'sich',
    'unser',
    'unsere',
    'wächst',
    'beträgt',
    'muss',
    'oder',
    'ich',
    'sollten',
    'wie',
    'auch',
    'aber',
    'nach',
    'bei',
    'über',
    'sind',
    'wird',
    'uns',
    'firma',
    'unternehmen',
    'umsatz',
    'kunden',
    'monate',
    'monat',
    'mitarbeiter',
    'soll',
    'geld',
    'jahr',
    'sollen',
    'neue',
    'neuen',
    'preis',
    'preise',
    'produkt',
    'einstellen',
    'kaufen',
    'verkaufen',
    'eröffnen',
    'jetzt',
  ],
  French: [
    'le',
    'la',
    'les',
    'et',
    'est',
    'nous',
    'une',
    'des',
    'du',
    'pour',
    'avec',
    'notre',
    'nos',
    'cette',
    'ce',
    'pas',
    'que',
    'qui',
    'sur',
    'au',
    'aux',
    'devons',
    'sont',
    'avons',
    'mais',
    'dans',
    'de',
    'en',
    'un',
    'il',
    'elle',
    'ne',
    'plus',
    'devrions',
    'faut',
    'une',
    'sont',
    'avons',
    'à',
    'entreprise',
    'clients',
    'mois',
    'chiffre',
    'affaires',
    'salariés',
    'maintenant',
    'nouveau',
    'nouvelle',
    'prix',
    'produit',
    'embaucher',
    'acheter',
    'vendre',
    'ouvrir',
  ],
  Spanish: [
    'el',
    'los',
    'las',
    'y',
    'una',
    'del',
    'para',
    'con',
    'nuestra',
    'nuestro',
    'tenemos',
    'que',
    'por',
    'al',
    'debemos',
    'es',
    'son',
    'pero',
    'como',
    'año',
    'crecen',
    'de',
    'la',
    'en',
    'un',
    'no',
    'se',
    'lo',
    'su',
    'más',
    'nuestros',
    'deberíamos',
    'tiene',
    'hay',
    'está',
    'empresa',
    'clientes',
    'meses',
    'ventas',
    'dinero',
    'empleados',
    'ahora',
    'nuevo',
    'nueva',
    'precio',
    'precios',
    'producto',
    'contratar',
    'comprar',
    'vender',
    'abrir',
  ],
  Italian: [
    'il',
    'lo',
    'gli',
    'e',
    'di',
    'che',
    'per',
    'con',
    'una',
    'sono',
    'nostro',
    'nostra',
    'dobbiamo',
    'abbiamo',
    'della',
    'nel',
    'la',
    'le',
    'i',
    'un',
    'non',
    'ci',
    'si',
    'come',
    'ma',
    'anche',
    'più',
    'questo',
    'nostri',
    'dovremmo',
    'sul',
    'alla',
    'dei',
    'delle',
    'nei',
    'è',
    'azienda',
    'società',
    'fatturato',
    'clienti',
    'mesi',
    'dipendenti',
    'soldi',
    'investimento',
    'ora',
    'mese',
    'anno',
    'dovremmo',
    'vendere',
    'comprare',
    'aprire',
    'assumere',
    'nuovo',
    'nuova',
    'sede',
    'prodotto',
    'prezzo',
    'prezzi',
  ],
  Dutch: [
    'de',
    'het',
    'een',
    'en',
    'van',
    'wij',
    'we',
    'onze',
    'ons',
    'moeten',
    'niet',
    'met',
    'voor',
    'zijn',
    'hebben',
    'naar',
  ],
  Portuguese: [
    'o',
    'os',
    'as',
    'e',
    'um',
    'uma',
    'para',
    'com',
    'nossa',
    'nosso',
    'devemos',
    'temos',
    'não',
    'são',
    'pelo',
    'de',
    'da',
    'do',
    'em',
    'no',
    'na',
    'se',
    'mas',
    'mais',
    'nós',
    'nossos',
    'deveríamos',
    'está',
    'é',
    'empresa',
    'clientes',
    'meses',
    'receita',
    'funcionários',
    'agora',
    'novo',
    'nova',
    'preço',
    'preços',
    'produto',
    'contratar',
    'comprar',
    'vender',
    'abrir',
  ],
};

const MORE_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  Swedish: [
    'och',
    'att',
    'det',
    'som',
    'är',
    'vi',
    'för',
    'på',
    'med',
    'inte',
    'har',
    'ska',
    'vår',
    'våra',
    'borde',
  ],
  'Danish or Norwegian': [
    'og',
    'er',
    'vi',
    'ikke',
    'til',
    'med',
    'det',
    'som',
    'på',
    'skal',
    'vores',
    'bør',
    'vår',
    'af',
  ],
  Polish: [
    'i',
    'w',
    'na',
    'nie',
    'się',
    'że',
    'jest',
    'czy',
    'powinniśmy',
    'nasz',
    'nasza',
    'oraz',
    'mamy',
    'dla',
  ],
  Turkish: [
    've',
    'bir',
    'bu',
    'için',
    'ile',
    'mı',
    'mi',
    'biz',
    'olarak',
    'bizim',
    'gerekir',
    'değil',
    'çok',
    'daha',
    'ama',
    'ancak',
    'veya',
    'gibi',
    'kadar',
    'olan',
    'sonra',
    'önce',
    'şirket',
    'şirketimiz',
    'milyon',
    'yıl',
    'mu',
    'mü',
  ],
  Indonesian: [
    'dan',
    'yang',
    'di',
    'untuk',
    'dengan',
    'kami',
    'ini',
    'tidak',
    'akan',
    'kita',
    'harus',
    'apakah',
    'dari',
    'ke',
    'atau',
    'sudah',
    'belum',
    'juga',
    'dalam',
    'karena',
    'tapi',
    'bisa',
    'sekitar',
    'tahun',
    'bulan',
    'sekarang',
    'baru',
    'rencana',
    'cuma',
    'semua',
    'kalau',
    'masih',
    'lebih',
    'perlu',
    'pendapatan',
    'karyawan',
    'adalah',
    'pada',
    'oleh',
    'hanya',
  ],
  Vietnamese: [
    'có',
    'không',
    'chúng',
    'tôi',
    'là',
    'của',
    'và',
    'cho',
    'một',
    'nên',
    'được',
    'với',
    'trong',
    'này',
    'các',
    'những',
  ],
  Hungarian: [
    'az',
    'és',
    'hogy',
    'nem',
    'egy',
    'van',
    'meg',
    'mert',
    'vagy',
    'kell',
    'volt',
    'lesz',
    'ezt',
    'azt',
    'már',
    'még',
    'csak',
    'vagyunk',
    'tavaly',
    'szerint',
    'között',
    'után',
    'cég',
    'cégünk',
    'mintegy',
    'illetve',
  ],
  'Czech or Slovak': [
    'je',
    'se',
    'že',
    'jsme',
    'máme',
    'bychom',
    'měli',
    'naše',
    'naši',
    'není',
    'pro',
    'ale',
    'nebo',
    'jako',
    'také',
    'který',
    'která',
    'což',
    'jsou',
    'byl',
    'bylo',
    'nás',
    'tak',
    'už',
  ],
  Romanian: [
    'și',
    'că',
    'să',
    'în',
    'este',
    'sunt',
    'pentru',
    'din',
    'care',
    'dar',
    'noastră',
    'nostru',
    'avem',
    'trebui',
    'ar',
    'mai',
    'cu',
    'pe',
    'fost',
    'acest',
    'această',
  ],
  Finnish: [
    'ja',
    'on',
    'ei',
    'että',
    'me',
    'meidän',
    'pitäisi',
    'kanssa',
    'mutta',
    'tai',
    'kuin',
    'myös',
    'ovat',
    'oli',
    'olemme',
    'tämä',
    'tämän',
    'jos',
    'niin',
  ],
  Tagalog: [
    'ang',
    'ng',
    'sa',
    'mga',
    'at',
    'ay',
    'para',
    'kami',
    'namin',
    'hindi',
    'ba',
    'dapat',
    'natin',
    'ito',
    'siya',
  ],
};
Object.assign(FUNCTION_WORDS, MORE_LANGUAGES);

const SCRIPTS: readonly [RegExp, string][] = [
  [/\p{Script=Cyrillic}/u, 'Russian or another Cyrillic-script language'],
  [/\p{Script=Han}/u, 'Chinese or Japanese'],
  [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'Japanese'],
  [/\p{Script=Hangul}/u, 'Korean'],
  [/\p{Script=Arabic}/u, 'Arabic'],
  [/\p{Script=Hebrew}/u, 'Hebrew'],
  [/\p{Script=Devanagari}/u, 'Hindi'],
  [/\p{Script=Greek}/u, 'Greek'],
];

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
}

/** Letters only one language (or a close pair) writes: 'łódź' is Polish, 'ő' Hungarian, 'ș' Romanian. */
const OWN_LETTERS: readonly [RegExp, string][] = [
  [/[ąęłńśźż]/u, 'Polish'],
  [/[őű]/u, 'Hungarian'],
  [/[ěřů]/u, 'Czech or Slovak'],
  // 'ş' with a cedilla is Turkish; Romanian writes 'ș' with a comma (its old 'ţ' is its own).
  [/[șțţ]/u, 'Romanian'],
  [/[ğış]/u, 'Turkish'],
  [/[ơưđ]/u, 'Vietnamese'],
];

/**
 * A text in a language the function words miss ('Czy kupić linię za 4 mln zł? Przychody
 * 96 mln zł') still shows its letters. English names a Polish city now and then, so the letters
 * must run through the text and outnumber English's own small words.
 */
function byOwnLetters(words: readonly string[]): string | null {
  // English's small words include ones these languages share ('a', 'i', 'do', 'to', 'na'): the
  // letters must outnumber them rather than find them absent.
  const english = words.filter((w) => FUNCTION_WORDS.English?.includes(w)).length;
  for (const [re, language] of OWN_LETTERS) {
    const hits = words.filter((w) => re.test(w)).length;
    if (hits >= 3 && hits >= words.length * 0.12 && hits > english) return language;
  }
  return null;
}

/** The language of the text when it is clearly not English, else null. */
export function foreignLanguage(text: string): string | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  for (const [re, name] of SCRIPTS) {
    const hits = letters.filter((l) => re.test(l)).length;
    if (hits > letters.length / 3) return name;
  }
  const words = wordsOf(text);
  const lettered = byOwnLetters(words);
  if (lettered) return lettered;
  const counts = Object.entries(FUNCTION_WORDS).map(([language, list]) => ({
    language,
    hits: words.filter((w) => list.includes(w)).length,
  }));
  const english = counts.find((c) => c.language === 'English')?.hits ?? 0;
  const other = counts.filter((c) => c.language !== 'English').sort((a, b) => b.hits - a.hits)[0];
  if (other && other.hits >= 3 && other.hits > english * 1.5) return other.language;
  // A short text says little through function words; letters English does not use say more.
  const accented = words.filter((w) => /[äöüßéèêàâùûçñãõìòáíóúőűěščřžýůąęłńśźżșțăî]/.test(w)).length;
  if (other && other.hits >= 3 && english <= 1) return other.language;
  return other && other.hits >= 2 && accented >= 2 && english <= 2 ? other.language : null;
}

/** A decision asked for: 'Should we …', 'Whether to …', 'We are considering …', 'Thinking about …', 'X or Y?'. */
export const DECISION_PHRASE =
  /\b(?:should|shall|do|can|could|must|would|will) (?:we|i|the company|the board|they|our \w+)\s+(?!do\b|go\b|say\b)\p{L}+|\bwhether (?:to|we|or not)\b|\b(?:we are|we're|i am|i'm|we've been|been|currently|now)? ?(?:considering|thinking (?:about|of)|deciding|weighing|debating|planning|looking at|looking to|evaluating|torn between|on the fence)\b|\b(?:proposal|propose|proposed|recommend|options? (?:are|is)|choice|choose between|decide (?:whether|on|between|if)|need (?:a |to make a )?decision|decision (?:on|about|is|:))\b|\bor (?:should|do) we\b|\b(?:yes or no|yay or nay|go or no-go|go\/no-go|or not\b|(?:thoughts|opinions?|views?|input|feedback|advice|sanity check) on|worth it|good idea|right move|right call|makes? sense|time to|ok to|okay to|green ?light|pull the trigger|go ahead with|move (?:ahead|forward) with|want to|plan to|intend to|about to|versus|vs\.?|(?:opportunity|chance|option|offer|proposal|plan|idea|case) (?:to|for) \p{L}+)\b/imu;

/** Verbs a decision starts with when it is written as a proposal: 'Raise a seed round', 'Hiring a CFO'. */
export const PROPOSAL_VERBS =
  /^\s*(?:accept|approv|decid|choos|sign|open|clos|start|stop|mov|build|buy|sell|hir|rais|cut|launch|enter|invest|lay(?:ing)? off|recall|pay|delay|merg|acquir|expand|shut|switch|replac|renew|tak|fir|pivot|reduc|increas|outsourc|adopt|migrat|leas|licens|partner|settl|sue|su(?:ing)|grant|offer|drop|keep|sunset|wind|exit|borrow|refinanc|restructur|downsiz|relocat|spin|extend|paus|freez|introduc|discontinu|retir|terminat|promot|dismiss|suspend|disclos|notify|ship|releas|roll|bring|let|sack|trim|slash|hik|lower|charg|go|join|pull|walk|counter|negotiat|defer|postpon|rent|sublet|fund|spend|allocat|commit(?!tee)|agree|respond|report|stay|financ(?!e (?:committee|cttee|team|department|dept|director|notes|update|report|meeting)\b)|lend|giv|provid|hand|engag|retain|commission|order|purchas|appoint|onboard|issu|convert|deploy|implement|install|upgrad|repric|waiv|approach|apply|appeal|sponsor|publish|announc|tender|bid|use|lock|consolidat|centralis|centraliz|insourc|automat|localis|localiz|translat|hedg|insur|guarantee|buy ?back|repurchas|redeem|dividend|distribut)\p{L}*\b|^\s*(?:add|train|fit|integrate|require|mandate|ban|allow|permit|enforce|track|monitor|record|collect|share|scrape|remove|archive|delete|encrypt|audit|certify|register|incorporate|redomicile)\s+\S/iu;

export const NOTE_MARKERS =
  /^\W*(?:(?:week|wk|day|month|sprint|q[1-4])\s*\d+\s+)?(?:(?:my|our|the|weekly|daily|monthly|random|meeting|board|team|quick|some|leadership|exec(?:utive)?|management|staff|all-hands|ops|sales|product)\s+)*(?:notes?|diary|journal|log|minutes|to-?do(?: list)?|todo|reminders?|brain ?dump|brainstorm\w*|ideas|observations|learnings|lessons learned|musings|reflections|highlights|snapshot|thoughts|updates?|standup|stand-up|sync|recap|catch-?up|retro(?:spective)?|debrief|attendees|1:1|one-on-one|kpis?|metrics|dashboard)\b|\b(?:dear diary|note to self)\b/i;

/** A topic that names a document rather than a choice: a job description, a letter, an update. */
export const DOCUMENT_TOPIC =
  /\b(?:job (?:description|ad|advert|posting|spec)|jd|cover letter|offer letter|(?:employment|engagement|welcome|rejection|reference) letter|interview (?:feedback|notes|scorecards?|debrief)|candidate (?:notes|feedback|profile)|cv|r[ée]sum[ée]|press release|newsletter|blog post|announcement|memo|(?:draft|email|e-mail|message) (?:to|for) |(?:draft|an?) (?:email|e-mail|message|letter|post|tweet)|(?:hiring|product|sales|marketing|engineering|weekly|monthly|quarterly|investor|shareholder|team|status|progress|project|board) (?:update|report|recap|summary|digest|letter|pack))\b/i;

/**
 * A topic that opens on a date or a time of day, or on a verb in the past tense ('Launched the beta
 * today…', 'Tuesday 14 March — …'): an account of what happened, a decision only if one is asked.
 * 'Revised travel policy' names a new version to adopt, not an event.
 */
export const NARRATIVE_OPENING =
  /^\W*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|today\b|yesterday\b|tonight\b|this (?:morning|afternoon|evening|week)\b|last (?:night|week)\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\s+\d{1,2}\b|\d{4}-\d{2}-\d{2}\b|(?!(?:proposed|suggested|recommended|planned|requested|needed|required|asked|expected|desired|preferred|intended|considered|undecided|unresolved|revised|updated|amended)\b)\p{L}{3,}ed\b)/iu;

/** Words that name no subject: 'What should we do now?' asks about nothing in particular. */
const VAGUE = new Set(
  'any some guys team folks hmm ok okay so well situation direction future suggestions recommendations what which how why when where who do does did next now then here there think thoughts ideas idea advice help anything something everything things stuff going happen happening doing done move moves step steps best better good right plan options option about really just please us me i you'.split(
    ' ',
  ),
);

function hasSubject(topic: string): boolean {
  return wordsOf(topic).some((w) => w.length >= 3 && !VAGUE.has(w) && !FUNCTION_WORDS.English?.includes(w));
}

/**
 * A choice laid out rather than asked: options listed ('Option A: … Option B: …', '1) … 2) …'),
 * 'either we accept … or we …', or a doubt voiced ('not sure we should renew', 'can't decide').
 */
const CHOICE_LAID_OUT = [
  /\b(?:option|plan|choice|scenario|route|alternative|path)\s+(?:a|1|one)\b[\s\S]{3,400}?\b(?:option|plan|choice|scenario|route|alternative|path)\s+(?:b|2|two)\b/i,
  /(?:^|[\s.;:])(?:\(?1\)|1\.)\s+\p{L}[\s\S]{3,300}?[\s.;](?:\(?2\)|2\.)\s+\p{L}/u,
  /(?:^|[\s.;:])\(?a\)\s+\p{L}[\s\S]{3,300}?[\s.;]\(?b\)\s+\p{L}/iu,
  /\beither\s+(?!party\b|parties\b|of\b|way\b|side\b)(?:we|i|to|the company|you|\p{L}+ing)\b[^.?!]{3,160}\bor\b/iu,
  /\b(?:not sure|unsure|undecided|on the fence|second[- ]guessing|torn|hesitant|going back and forth|can(?:no|['’])?t decide|struggling to decide)\b[^.?!]{0,30}\b(?:we|i|to|if|whether|about|on|between)\b/i,
];

/**
 * Options laid out, or approval asked. A numbered list under a title of notes ('Updates from the
 * management meeting: 1. … 2. …') lists what happened, not options, unless a question is in it.
 */
function choiceLaidOut(text: string, topic: string): boolean {
  const notes = NOTE_MARKERS.test(topic.trim()) && !DECISION_PHRASE.test(topic) && !/\?/.test(text);
  const shapes = notes ? CHOICE_LAID_OUT.filter((_, i) => i !== 1 && i !== 2) : CHOICE_LAID_OUT;
  return shapes.some((re) => re.test(text)) || APPROVAL_ASKED.test(text);
}

/** Approval asked for: 'requesting board approval for …', 'seeking sign-off on …'. */
const APPROVAL_ASKED =
  /\b(?:request\w*|seek\w*|ask\w*(?: for)?|need\w*|for|want\w*|get|require\w*)\s+(?:the\s+|your\s+)?(?:board['’]?s?\s+)?(?:approval|sign-?off|go-ahead|green light|endorsement|ratification|consent|vote)\b|\b(?:our |the |two |three |four |main )?(?:options|choices|alternatives)\s*:/i;

/** Marks of notes or a report: an owner with an action, what happened, the next meeting. */
const NOTE_SIGNS = [
  /\b[A-Z][a-z]+ (?:and [A-Z][a-z]+ )?to (?:check|follow up|pull|send|draft|look into|chase|book|update|share|review|prepare|confirm|set up|schedule|talk to|reach out|circle back|get back|sort out|own|write up)\b/g,
  /\b(?:discussed|agreed|reviewed|walked (?:us |the team )?through|presented|noted|shipped|launched|hired|lost|signed|closed|went over|talked about|caught up|demoed|kicked off|wrapped up)\b/gi,
  /\b(?:next (?:call|sync|meeting|check-in|catch-up|standup|review)|revisit\w*|aob|action items?|follow[- ]ups?|parking lot|to-?dos?)\b/gi,
];
/** Wishes and plans a note mentions ('we plan to', 'want to') ask the board nothing by themselves. */
const WEAK_DECISION =
  /\b(?:want(?:s)? to|plan(?:s|ning)? to|intend(?:s)? to|about to|time to|thinking (?:about|of)|looking (?:at|to))\b/gi;

/** How many marks of notes or a report the text carries, each counted where it occurs. */
export function noteSigns(text: string): number {
  return NOTE_SIGNS.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
}

/** A decision asked in so many words, not only a wish or a plan mentioned ('we plan to …'). */
export function asksInWords(text: string): boolean {
  return sentencesOf(text).some((x) => DECISION_PHRASE.test(x.replace(WEAK_DECISION, ' ')));
}

/** A sentence with someone doing something in it ('we', 'our', 'Acme is'): prose, not a fragment. */
const HAS_SUBJECT =
  /\b(?:we|i|our|us|they|it|he|she|you|the company|[A-Z][a-z]+ (?:is|are|has|have|was|were|will|would|wants|says|said|offers|asks))\b/i;

/** A meeting's agenda put to the board: labelled items ('Proposal: …') or a topic listing proposals. */
const AGENDA_LABEL = /^\W*(?:agenda|decide on|proposed|proposal|motion|resolution|decision)\s*:\s*/i;
const ITEM_FIELD =
  /(?:^|\n|\.\s)\s*(?:description|proposal|recommendation|motion|resolution|background)\s*:/i;

function putsAnAgenda(text: string, topic: string): boolean {
  const parts = topic.replace(AGENDA_LABEL, '').split(/;\s*/);
  return parts.some((p) => PROPOSAL_VERBS.test(p) || DECISION_PHRASE.test(p)) || ITEM_FIELD.test(text);
}

/** Notes or a report, no question in them. */
function readsAsNotes(text: string, topic: string): boolean {
  if (/\?\s*$/.test(topic) || PROPOSAL_VERBS.test(topic) || DECISION_PHRASE.test(topic)) return false;
  if (putsAnAgenda(text, topic)) return false;
  const sentences = sentencesOf(text);
  // Fragments with nobody in them ('Q3 revenue 410k. Pricing: revisit. Churn 4%.') are notes.
  const fragments =
    sentences.length >= 4 && sentences.filter((x) => !HAS_SUBJECT.test(x)).length >= 0.9 * sentences.length;
  if (fragments && !sentences.some((x) => /\?\s*$/.test(x) && DECISION_PHRASE.test(x))) return true;
  if (/\?/.test(text)) return false;
  return noteSigns(text) >= 3 && !asksInWords(text);
}

/** 'What do you make of this week?', 'Thoughts on the monthly numbers': an opinion asked of a period's report. */
const OPINION_ON_A_PERIOD =
  /^\W*(?:what do (?:you|we) (?:make of|think (?:of|about))|(?:any )?thoughts on|how (?:did|do|are|were) we (?:do|doing|look(?:ing)?)|how (?:is|was|does|did))\b[^?]{0,30}\b(?:this|last|the|our|these)(?: (?:weekly|monthly|quarterly|latest|board|q[1-4]|\w+['’]s))? (?:week|month|quarter|year|update|numbers|figures|report|pack|results?|notes|kpis?|metrics)\b/i;

/** Notes of a named meeting, the title ending there or with its day: 'Finance committee notes - Thursday'. */
const NAMED_NOTES =
  /^\W*(?:[\w&'’-]+\s+){1,3}(?:notes|minutes|recap|debrief|jottings)(?:\s*[-–—:,(]\s*[\w ,.)]{0,25})?\s*$/i;

/**
 * A title that names notes, a diary or an update ('Diary', 'Weekly notes'), or asks an opinion of
 * a period, over a context that asks nothing and weighs nothing: a kind its musings suggest ('maybe
 * we need a CFO') is no decision brought.
 */
function notesUnderATitle(topic: string, rest: string, chosen: boolean): boolean {
  const titled =
    (NOTE_MARKERS.test(topic.trim()) || NAMED_NOTES.test(topic.trim())) &&
    topic.trim().split(/\s+/).length <= 6 &&
    !/\?/.test(topic);
  // 'Thoughts on the monthly numbers' reads as a decision phrase ('thoughts on'), but asks an opinion.
  const opinion = OPINION_ON_A_PERIOD.test(topic.trim());
  if ((chosen && !opinion) || !(titled || opinion)) return false;
  // Musing ('thinking about whether the team trusts me') is what notes are made of; only a choice
  // put in so many words makes them a decision.
  return !/\?/.test(rest) && !asksInWords(rest) && !CHOICE_PUT.test(rest) && !AWAITS_ANSWER.test(rest);
}

/** Someone waiting on the company's answer: an offer, a quote, a term sheet, a deadline. */
const AWAITS_ANSWER =
  /\b(?:offer(?:s|ed)?|quot(?:e|es|ed)|term sheet|tender|bid|counter-?offer|deadline|expir\w*|respond by|answer by|until (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the end of)|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the end of (?:the )?(?:week|month)))\b/i;

const CHOICE_PUT =
  /\b(?:should|shall) (?:we|i)\b|\bwhether to\b|\b(?:we|i) propose\b|\bproposal(?: to|:)|\bproposed (?:that|to)\b|\b(?:need|have|has) to decide\b|\bdecide (?:whether|between|on|if)\b|\b(?:seek\w*|ask\w*|request\w*|need\w*|for) (?:the board['’]s |your |board )?approval\b|\bapprove (?:the|a|an|our|this)\b|\bvote on\b|\b(?:options?|choices?) (?:are|is)\b|\beither\b[^.]{3,120}\bor\b/i;
/** Words that say the company owes someone an answer. */
const ANSWER_OWED =
  /\b(?:respond|reply|answer|accept|reject|sign|come back to (?:them|him|her)|(?:we )?have (?:\d+|two|three|five|seven|ten|fourteen|a few) (?:days|weeks)|within \d+ (?:days|weeks)|(?:is|are) valid (?:for|until))\b/i;

/**
 * A situation described in prose with its figures, or with a budget or a deadline filled in: the
 * person is bringing a decision even when they never phrase it as one.
 */
function describesASituation(sections: readonly Section[]): boolean {
  if (sections.some((s) => (s.name === 'budget' || s.name === 'timeline') && s.text.trim())) return true;
  const text = sections.map((s) => s.text).join(' ');
  const sentences = sentencesOf(text);
  return (
    sentences.length >= 3 &&
    /\d/.test(text) &&
    sentences.filter((x) => HAS_SUBJECT.test(x)).length >= sentences.length / 2
  );
}

/** Contract language pasted on its own ('the Supplier shall …', 'Either party may terminate …'). */
const CONTRACT_LANGUAGE =
  /\b(?:shall|hereby|hereinafter|hereunder|herein|thereof|notwithstanding|whereas|pursuant to|this agreement|the supplier|the customer|the licensee|the licensor|either party|neither party|each party|the parties)\b/gi;
/** The same words tested once per sentence: a global pattern's test() would carry its position over. */
const CONTRACT_WORD = new RegExp(CONTRACT_LANGUAGE.source, 'i');

/** A clause of a contract with no question put about it: the board has nothing to decide yet. */
export function isPastedContract(sections: readonly Section[]): boolean {
  const text = sections.map((s) => s.text).join(' ');
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  return (
    (text.match(CONTRACT_LANGUAGE)?.length ?? 0) >= 3 &&
    !/\?/.test(text) &&
    !DECISION_PHRASE.test(topic) &&
    !sentencesOf(text).some((s) => DECISION_PHRASE.test(s) && !CONTRACT_WORD.test(s))
  );
}

function asksForDecision(sections: readonly Section[], kindNamed: boolean): boolean {
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  const all = sections.map((s) => s.text).join(' ');
  if (choiceLaidOut(all, topic)) return true;
  if (readsAsNotes(all, topic)) return false;
  const title = !kindNamed && topic.trim().split(/\s+/).length <= 2 && !/\?\s*$/.test(topic);
  const narrative = NARRATIVE_OPENING.test(topic.trim()) && !/\?\s*$/.test(topic);
  // A pasted document asks nothing unless a question in it does, whatever kind its words suggest.
  // ('Hiring update' and 'Offer letter' open on what looks like a verb; the document is the topic.)
  const named = DOCUMENT_TOPIC.exec(topic.trim());
  const document =
    named !== null &&
    !/\?\s*$/.test(topic) &&
    (named.index === 0 || !PROPOSAL_VERBS.test(topic)) &&
    !DECISION_PHRASE.test(topic);
  const noted = NOTE_MARKERS.test(topic.trim()) && !DECISION_PHRASE.test(topic);
  // A title for a topic ('Acme renewal') over a situation laid out in prose is a decision brought.
  if (title && !noted && !narrative && !document && describesASituation(sections)) return true;
  const asked = sentencesOf(sections.map((s) => s.text).join(' ')).some(
    (s) => /\?\s*$/.test(s) && DECISION_PHRASE.test(s),
  );
  // Notes that put a choice in so many words, or owe someone an answer on an offer, bring a decision.
  const rest = sections
    .filter((s) => s.name !== 'topic')
    .map((s) => s.text)
    .join(' ');
  // Only a short note about one thing: a list of many items keeps its pending reply as one item.
  const focused =
    sentencesOf(rest).length <= 4 && (rest.match(/(?:^|\s)(?:\d{1,2}[).]|[-•*])\s/g)?.length ?? 0) < 3;
  if (noted && !asked)
    return focused && (CHOICE_PUT.test(rest) || (AWAITS_ANSWER.test(rest) && ANSWER_OWED.test(rest)));
  if (noted || title || narrative || document) return asked;
  if (
    DECISION_PHRASE.test(topic) ||
    PROPOSAL_VERBS.test(topic) ||
    // A question about something the board recognises ('Seed round now, or wait?').
    (/\?\s*$/.test(topic) && hasSubject(topic)) ||
    (kindNamed && topic.length > 0 && !/^\W*$/.test(topic))
  )
    return true;
  // A topic that is no decision ('Q3', 'thoughts'): a decision must be asked somewhere else,
  // or the situation laid out well enough that the choice is plain.
  return (
    sections
      .filter((s) => s.name !== 'topic')
      .some((s) =>
        sentencesOf(s.text).some(
          (sentence) => DECISION_PHRASE.test(sentence) || PROPOSAL_VERBS.test(sentence),
        ),
      ) || describesASituation(sections)
  );
}

/** Words that lean on an earlier conversation instead of saying what is decided. */
const REFERS_BACK =
  /\b(?:again|same as (?:before|last time|always|usual|discussed)|as (?:before|discussed|agreed|last time|usual|per (?:my|our) (?:last|previous))|like (?:last time|before)|the usual|the (?:thing|one|issue) we (?:discussed|talked about|spoke about))\b/i;

const NO_DECISION_ADD = [
  'The decision as a question: "Should we … ?"',
  'The options you are choosing between',
  'The key figures: cash and monthly burn, revenue, the cost or price involved, the deadline',
];

/** Below these, a text holds no situation to weigh: a line asking for thoughts is no decision yet. */
const FEWEST_WORDS = 10;
/** A step asked about in the topic's own words: 'Should we leave pricing out of the webinar?'. */
const STEP_ASKED = /\b(?:should|shall|can|could|must|do) (?:we|i|the company)\s+(?!do\b|go\b)\p{L}+/iu;
const FEWEST_WORDS_WITHOUT_FIGURES = 24;

/**
 * A line with no situation to weigh ('Thoughts on growth? We are doing okay'): refused as too short
 * to judge when the reading also finds no figure and no duty in it, since any verdict would be a guess.
 */
export function tooShortToJudge(text: string, topic: string): GateVerdict | null {
  const words = wordCount(text);
  if (words >= FEWEST_WORDS_WITHOUT_FIGURES || (words >= FEWEST_WORDS && /\d/.test(text))) return null;
  // 'Should we leave pricing out of the webinar?' proposes a step of its own: a framing can ask for the rest.
  if (STEP_ASKED.test(topic) || PROPOSAL_VERBS.test(topic)) return null;
  return {
    reason: 'too_short',
    language: null,
    explanation:
      'The text is too short to judge: a board cannot weigh a decision from a line with no situation and no figures, and any verdict on it would be a guess.',
    what_to_add: [
      'What you are deciding, as a question, and the options (including doing nothing)',
      'The figures that bear on it: what it costs or brings in, cash in the bank and what the business makes or loses a month',
      'Why now: the deadline or the event that forces the choice',
    ],
  };
}

export function gateOf(sections: readonly Section[], kindNamed: boolean): GateVerdict | null {
  const text = sections.map((s) => s.text).join(' ');
  if (instructionsIn(text)) {
    return {
      reason: 'instructions',
      language: null,
      explanation:
        'The text gives instructions to the board or its software instead of only describing a decision, so the board will not vote on it: its advice must come from the facts, not from a command hidden in them.',
      what_to_add: [
        'Remove the instructions to the board; describe the decision itself, what you are choosing between and why now',
        'The board reaches its own view; if you want a specific question answered, ask it as a question',
      ],
    };
  }
  const language = foreignLanguage(text);
  if (language) {
    return {
      reason: 'foreign_language',
      language,
      explanation: `The text is written in ${language}; the offline board reads English only, and answering anyway would mean guessing at your figures.`,
      what_to_add: [
        'Write the decision in English, or',
        `Configure a language model (LLM provider) for this server: it can deliberate and answer in ${language}`,
      ],
    };
  }
  const words = wordsOf(text);
  const english = words.filter((w) => FUNCTION_WORDS.English?.includes(w)).length;
  // Terse notes full of figures ('raise 2M seed, burn 80k/mo, 5mo runway?') have few function
  // words but are decisions; text with no figure and almost no English is not, and keyboard mash
  // is not whatever digits it holds.
  const gibberish = words.length >= 3 && english / words.length < 0.08 && !kindNamed && !/\d/.test(text);
  // A cue a run of mash happens to contain ('sla' in 'fjdk sla qwoeiru') names no kind.
  if (((gibberish && !kindNamed) || unreadable(words)) && english <= 1)
    return {
      reason: 'no_decision',
      language: null,
      explanation: UNREADABLE_REFUSAL,
      what_to_add: NO_DECISION_ADD,
    };
  // 'Trucks again? Same as before.': a few words that point to a conversation the board never saw.
  if (words.length < 15 && !kindNamed && !/\d/.test(text) && REFERS_BACK.test(text))
    return {
      reason: 'no_decision',
      language: null,
      explanation:
        'The text points to an earlier discussion the board cannot see (“same as before”, “again”) and says nothing of the decision itself, so there is nothing to vote on. Each session is judged on its own text.',
      what_to_add: NO_DECISION_ADD,
    };
  if (words.length < 4) {
    return {
      reason: 'no_decision',
      language: null,
      explanation:
        'The text does not read as a description of a decision, so there is nothing for the board to judge.',
      what_to_add: NO_DECISION_ADD,
    };
  }
  const topicText = sections.find((x) => x.name === 'topic')?.text ?? '';
  if (asksSomethingPersonal(topicText, text))
    return {
      reason: 'no_decision',
      language: null,
      explanation: PERSONAL_REFUSAL,
      what_to_add: [
        'A decision for the company, as a question: "Should we … ?"',
        'The options, the figures (cash, burn, the cost involved) and the deadline',
      ],
    };
  if (isPastedContract(sections))
    return {
      reason: 'no_decision',
      language: null,
      explanation:
        'The text is a contract clause on its own: it asks the board nothing, so there is nothing to vote on. Say what you are deciding about it.',
      what_to_add: [
        'The decision as a question: "Should we accept this clause as written?"',
        'What the other side proposes and what you would ask for instead',
        'What the contract is worth, and what the clause would cost you if it were triggered',
      ],
    };
  // 'What should we be doing?' over a vague context: no subject, no figure, nothing to judge.
  const topic = sections.find((x) => x.name === 'topic')?.text ?? '';
  const rest = sections
    .filter((x) => x.name !== 'topic')
    .map((x) => x.text)
    .join(' ');
  const choice = choiceLaidOut(text, topic);
  const proposes =
    (PROPOSAL_VERBS.test(topic) && !NARRATIVE_OPENING.test(topic)) || DECISION_PHRASE.test(topic);
  if (!choice && asksOnlyForFacts(topic, rest, proposes))
    return {
      reason: 'no_decision',
      language: null,
      explanation:
        'The text asks a question of fact, not a decision: there is no choice in it for the board to vote on. A language-model board, or an adviser, can answer the question itself.',
      what_to_add: NO_DECISION_ADD,
    };
  if (!choice && !proposes && readsAsReport(text))
    return {
      reason: 'no_decision',
      language: null,
      explanation:
        'The text reads as a status report: it says what happened, and nothing in it is pending or asks the board to choose, so there is nothing to vote on.',
      what_to_add: NO_DECISION_ADD,
    };
  if (
    !asksForDecision(sections, kindNamed) ||
    (!kindNamed && !hasSubject(topic) && !/\d/.test(text)) ||
    notesUnderATitle(topic, rest, proposes) ||
    readsAsMinutes(topic, rest, proposes) ||
    framedWithNoAsk(sections, kindNamed, proposes, asksInWords(text))
  ) {
    // Notes and updates are told apart from a plea with no subject ('What now? Things are hard').
    const notes =
      readsAsNotes(text, topic) ||
      readsAsMinutes(topic, rest, proposes) ||
      ((NOTE_MARKERS.test(topic.trim()) || NAMED_NOTES.test(topic.trim())) && !DECISION_PHRASE.test(topic));
    return {
      reason: 'no_decision',
      language: null,
      explanation: notes
        ? 'The text reads as notes or a list of updates, not a decision: whatever figures it reports, nothing in it asks the board to choose, so there is nothing to vote on.'
        : 'The text names no decision: no choice, proposal or situation with its figures for the board to weigh, so there is nothing to vote on yet.',
      what_to_add: NO_DECISION_ADD,
    };
  }
  return null;
}
