// Two texts a board has no business with, each refused with its own reason: a personal request
// (a speech for a sister's wedding, a toast for a father's birthday) and keyboard mash. A relative
// named in a personal request is family, not a related party: no conflict of interest arises
// unless the company deals with them, so the request is refused, not framed.

/** Something written or organised for a person's own life: a speech, a toast, a card, a party. */
const PERSONAL_PIECE =
  /\b(?:speech|toast|eulogy|obituary|poem|vows|wedding (?:speech|toast|vows)|best man|maid of honou?r|birthday (?:card|message|wishes|party)|(?:thank[- ]you|sympathy|condolence|greeting|anniversary|birthday) (?:card|note|message)|invitations?|tribute|limerick|song lyrics|(?:party|holiday|trip|honeymoon|vacation) (?:plan|itinerary|ideas)|gift ideas?)\b/i;
/** The occasion it is for, in a family's or a person's own life. */
const PERSONAL_OCCASION =
  /\b(?:wedding|engagement|birthday|\d+(?:st|nd|rd|th) (?:birthday|anniversary)|anniversary|funeral|memorial|christening|baptism|bar mitzvah|bat mitzvah|baby shower|bridal shower|hen (?:do|party)|stag (?:do|party)|graduation|family (?:reunion|gathering|dinner|holiday)|honeymoon|retirement party for my)\b/i;
const FAMILY =
  /\b(?:my|our) (?:sister|brother|mother|mum|mom|father|dad|parents?|grand(?:mother|father|ma|pa|parents?)|gran|nan|aunt|uncle|cousin|niece|nephew|son|daughter|kids?|children|wife|husband|partner|fianc[ée]e?|best friend|friend|in-laws?|family)\b/i;
/** Asked for help with it, not asked whether the company should do something. */
const ASKED_TO_WRITE =
  /\b(?:help (?:me |us )?(?:with|write|draft|plan|prepare|come up with|put together)|(?:can|could|would) you (?:please )?(?:write|draft|help|suggest|come up with|put together|compose)|write (?:me |us )?(?:a|an|the|something)|draft (?:me |us )?(?:a|an|the|something)|(?:i|we) (?:need|want|would like|have) (?:to write |to give |to make |help with |ideas for )?(?:a|an|some|something)|ideas for|suggestions for)\b/i;

/** Asked to choose between things for that occasion: a venue, a caterer, a date. */
const ASKED_TO_PICK =
  /\b(?:help (?:me |us )?(?:pick|choose|decide)|which (?:one )?should (?:i|we) (?:book|pick|choose|go (?:for|with))|what(?:['’]s| is) a good)\b/i;
/** Words of a company's life: with them, a venue or an occasion may be the business itself. */
const COMPANY_WORDS =
  /\b(?:company|business|firm|revenue|turnover|customers?|clients?|staff|employees|profits?|margins?|investors?|shareholders?|board)\b/i;

/** Whether the text asks for help with something personal rather than a decision of the company. */
export function asksSomethingPersonal(topic: string, text: string): boolean {
  const piece = PERSONAL_PIECE.test(text);
  const occasion = PERSONAL_OCCASION.test(text);
  const asked = `${topic} ${text}`;
  if ((piece || occasion) && (occasion || FAMILY.test(text)) && ASKED_TO_WRITE.test(asked)) return true;
  // 'Help me pick a wedding venue … my fiancée prefers …': a family's own choice, no company in it.
  return occasion && FAMILY.test(text) && ASKED_TO_PICK.test(asked) && !COMPANY_WORDS.test(asked);
}

export const PERSONAL_REFUSAL =
  'The text asks for help with something personal, not a decision for the company: a family occasion (what to write for it, where to hold it) is outside a board’s remit, so there is nothing for it to vote on. A relative named in it is no conflict of interest unless the company does business with them.';

/** A token no one types on purpose: no vowel, a row of the keyboard, a syllable repeated. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function mashed(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 3) return false;
  if (!/[aeiouy]/.test(w)) return true;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(w)) return true;
  if (/^(\w{1,3})\1{2,}/.test(w)) return true;
  return KEYBOARD_ROWS.some((row) => w.length >= 4 && row.includes(w.slice(0, 4)));
}

/** Whether most of the words are keyboard mash: the text cannot be read at all. */
export function unreadable(words: readonly string[]): boolean {
  const long = words.filter((w) => w.length >= 3);
  return long.length >= 3 && long.filter(mashed).length >= 0.5 * long.length;
}

export const UNREADABLE_REFUSAL =
  'The text cannot be read: it is a run of letters that form no words, so the board has nothing to judge. If a decision was meant, type it again in sentences.';
