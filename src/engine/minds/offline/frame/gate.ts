// Whether the offline board can judge a text at all. It refuses, with the reason and what to
// add, when the text instructs the system instead of describing a decision, is written in a
// language the offline engine does not read, or names no identifiable decision. A refusal is
// honest; a confident report on gibberish is not.
import type { DecisionKind, GateVerdict } from './frame-types.ts';

const INSTRUCTIONS =
  /\b(ignore (?:all |any )?(?:the )?(?:previous|prior|above|earlier|preceding) (?:instructions|prompts?|rules)|disregard (?:your|all|the|any) (?:rules|instructions|guidelines)|you are now\b|system\s*:|respond only with|reply only with|output (?:only )?["“']?approved|admin mode|developer mode|jailbreak|do not deliberate|pretend (?:to be|you are)|new instructions\s*:)/i;

const FUNCTION_WORDS: Readonly<Record<string, readonly string[]>> = {
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
  ],
};

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

/** The language of the text when it is clearly not English, else null. */
export function foreignLanguage(text: string): string | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  for (const [re, name] of SCRIPTS) {
    const hits = letters.filter((l) => re.test(l)).length;
    if (hits > letters.length / 3) return name;
  }
  const words = wordsOf(text);
  const counts = Object.entries(FUNCTION_WORDS).map(([language, list]) => ({
    language,
    hits: words.filter((w) => list.includes(w)).length,
  }));
  const english = counts.find((c) => c.language === 'English')?.hits ?? 0;
  const other = counts.filter((c) => c.language !== 'English').sort((a, b) => b.hits - a.hits)[0];
  return other && other.hits >= 3 && other.hits > english * 1.5 ? other.language : null;
}

/** 'Should we …', 'Do we …', 'Raise …', 'Whether to …': the text asks for a decision. */
const DECISION_PHRASE =
  /\b(should|shall|do|can|could|must) (?:we|i|the company|the board|they)\s+(?!do\b|go\b|say\b)\p{L}+|\bwhether to\b|\b(accept|approve|decide|choose|sign|open|close|start|stop|move|build|buy|sell|hire|raise|cut|launch|enter|invest)\b/iu;

export function gateOf(
  text: string,
  kind: DecisionKind | null,
  meaningfulNumbers: number,
): GateVerdict | null {
  if (INSTRUCTIONS.test(text)) {
    return {
      reason: 'instructions',
      explanation:
        'The text gives instructions to the system instead of describing a decision, so the board will not vote on it.',
      whatToAdd: [
        'Describe the decision itself: what you are choosing between, and why now',
        'Leave out instructions to the board or its software; the board reaches its own view',
      ],
    };
  }
  const language = foreignLanguage(text);
  if (language) {
    return {
      reason: 'foreign_language',
      language,
      explanation: `The text is written in ${language}; the offline board reads English only, and answering anyway would mean guessing at your figures.`,
      whatToAdd: [
        'Write the decision in English, or',
        `Configure a language model (LLM provider) for this server: it can deliberate and answer in ${language}`,
      ],
    };
  }
  const words = wordsOf(text);
  const english = words.filter((w) => FUNCTION_WORDS.English?.includes(w)).length;
  const gibberish = words.length >= 3 && english / words.length < 0.08;
  if (
    gibberish ||
    (kind === null && (!DECISION_PHRASE.test(text) || words.length < 8) && meaningfulNumbers === 0)
  ) {
    return {
      reason: 'no_decision',
      explanation: gibberish
        ? 'The text does not read as a description of a decision, so there is nothing for the board to judge.'
        : 'The board cannot tell what is being decided: the text names no choice and gives no figures.',
      whatToAdd: [
        'The decision as a question: "Should we … ?"',
        'The options you are choosing between',
        'The key figures: cash and monthly burn, revenue, the cost or price involved, the deadline',
      ],
    };
  }
  return null;
}
