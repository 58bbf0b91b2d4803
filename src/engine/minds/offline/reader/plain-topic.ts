// The decision in plain words, for a board that could not place its kind: what is being decided
// (the topic turned from a question into a clause, spoken to the founder), between which options,
// and for which company. Quoting a fragment of the text ('annual fee from') tells a founder
// nothing; restating the whole question in their own words shows at once what the board read.
import type { Decision } from '../../../types.ts';
import { lowerFirst } from './format.ts';

/** 'we', 'our', 'us' … spoken back to the founder; 'US' (the country) keeps its capitals. */
/** The question without its asking words: 'Should we open in Berlin?' → 'open in Berlin'. */
export function questionCore(topic: string): string {
  return topic
    .trim()
    .replace(/\?+\s*$/, '')
    .replace(/^(?:should|shall|do|can|could|would|must) (?:we|i|the company)\s+|^whether (?:to |we )?/i, '');
}

/**
 * The alternatives a question sets against each other, in its own words: 'Do we run a formal recall,
 * or swap the kits quietly?' → ['run a formal recall', 'swap the kits quietly']; one step alone → [].
 */
export function topicAlternatives(topic: string): string[] {
  const parts = questionCore(topic)
    .split(/,?\s+(?:or|versus|vs\.?)\s+(?:should we\s+|do we\s+|to\s+)?/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 1);
  return parts.length >= 2 ? parts.slice(0, 5) : [];
}

export function spokenBack(text: string): string {
  return text
    .replace(/\bwe(?:’|')re\b/g, 'you’re')
    .replace(/\bWe(?:’|')re\b/g, 'You’re')
    .replace(/\bwe(?:’|')ve\b/g, 'you’ve')
    .replace(/\bourselves\b/gi, 'yourselves')
    .replace(/\bours\b/gi, 'yours')
    .replace(/\bOur\b/g, 'Your')
    .replace(/\bour\b/g, 'your')
    .replace(/\bWe\b/g, 'You')
    .replace(/\bwe\b/g, 'you')
    .replace(/\bus\b/g, 'you')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bI\b(?![’'])/g, 'you');
}

/** A topic asked as an open question rather than as a step to take or not. */
export const WH_OPENING = /^(?:how|what(?:'s|’s)?|which|when|where|who|why)\b/i;
const MODAL = /^(?:should|shall|do|does|can|could|would|will|must|may|is it (?:wise|time) to)\s+/i;
const WE = /^(?:we|i|the company|the board)\s+/i;
/** A topic that opens on a noun phrase ('Pricing for 2026', 'A four-day week?') is a subject, not a step. */
const NOUN_OPENING =
  /^(?:a|an|the|our|my|their|its|this|that|these|those|new|next|\d|[$€£¥]|[A-Z][a-z]+\s+(?:vs\.?|versus|or)\b)/i;

/** A proper name of two or more words ('Hartwell Pryce LLP', 'Club Atlético Puerto Belgrano') before a lower-case verb. */
const NAMED_SUBJECT =
  /^(\p{Lu}[\p{L}\d&'’.+-]*(?:\s+(?:\p{Lu}[\p{L}\d&'’.+-]*|&|\+|de|da|do|di|del|la|le|van|von|der|den|y|e|und|and)){0,6}\s+\p{Lu}[\p{L}\d&'’.+-]*)\s+(\p{Ll}.*)$/u;

/** The step the topic asks about, as a clause: 'Should we open in Berlin?' → 'whether to open in Berlin'. */
export function plainStep(topic: string): string {
  const core = topic
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!]+\s*$/, '');
  if (!core) return '';
  // 'How should we price the new tier?' → 'how to price the new tier'.
  const wh = core.match(
    /^(how|what|which|when|where|who)\s+(?:should|shall|do|can|could|would|must)\s+(?:we|i)\s+(.*)$/i,
  );
  if (wh?.[1] && wh[2]) return spokenBack(`${wh[1].toLowerCase()} to ${wh[2]}`);
  // 'Which publishing deal for our game?', 'How big a dividend this year?': the question is what is
  // decided; 'whether to which …' would read as nonsense.
  if (WH_OPENING.test(core)) return spokenBack(lowerFirst(core));
  // A situation told as a statement ('We can't make payroll next Friday — what do we do?') names no step.
  if (/^(?:we|i|our|my|the company)\b/i.test(core))
    return spokenBack(`what to do now that ${core.charAt(0).toLowerCase()}${core.slice(1)}`).replace(
      /\s*[—–-]+\s*what (?:do|should|can) you do$/i,
      '',
    );
  // 'A streamer says we sold him a fake bag. What do we do?' tells a situation and asks what to do.
  const told = core.match(/^(.+?[^.?!])[.?!]\s+what (?:do|should|can|shall) (?:we|i) do\b(.*)$/i);
  if (told?.[1])
    return spokenBack(
      `what to do now that ${lowerFirst(told[1])}${told[2]?.replace(/^,?\s*/, ', ') ?? ''}`,
    ).replace(/,\s*$/, '');
  // 'Works council blocks the data - go to arbitration or negotiate?': the situation, then the step.
  const dashed = core.match(
    /^((?:\S+\s+){2,}\S+?)\s+[-–—]\s+((?!(?:the|a|an|our|what|how|which|who|when|where|why|is|are|to)\s)(?![a-z][\w-]*\s+(?:is|are|was|were|has|have|runs?|looks?|seems?)\b)[a-z][\w-]*\s.+)$/,
  );
  if (dashed?.[1] && dashed[2] && !MODAL.test(dashed[1]))
    return spokenBack(`whether to ${dashed[2]}, now that ${lowerFirst(dashed[1])}`);
  // 'Wastewater treatment: option A, option B, or keep paying the fines?' names a subject and its options.
  const subject = core.match(/^([^:]{3,60}):\s+(.+)$/);
  if (
    subject?.[1] &&
    subject[2] &&
    !MODAL.test(subject[1]) &&
    !/^(?:how|what|which|when|where|who)\b/i.test(core)
  )
    return spokenBack(`on ${lowerFirst(subject[1])}: ${subject[2]}`);
  // 'Approve opening Mexico City this quarter': the board is asked whether to go ahead with it.
  const approve = core.match(/^(?:approve|approval (?:of|for)|sign[- ]off (?:on|for))\s+(.+)$/i);
  if (approve?.[1]) return spokenBack(`whether to go ahead with ${approve[1]}`);
  const whether = core.match(/^whether\s+(.*)$/i);
  if (whether) return spokenBack(`whether ${whether[1]}`);
  const modal = core.match(MODAL);
  if (modal) {
    const rest = core.slice(modal[0].length);
    if (WE.test(rest)) return spokenBack(`whether to ${rest.replace(WE, '')}`);
    // 'Is it wise to spend …' already names the step.
    if (/\bto\s+$/i.test(modal[0])) return spokenBack(`whether to ${rest}`);
    // 'Should Studio Barzaghi Comunicazione accept …?': a name of several words is the subject whole.
    const named = rest.match(NAMED_SUBJECT);
    if (named?.[1] && named[2]) return spokenBack(`whether ${named[1]} should ${named[2]}`);
    // 'Should staff pick a representative?' → 'whether staff should pick a representative'.
    const subject = rest.match(/^((?:the |our |your |their |my |its |this )?[\p{L}\d-]+)\s+(.*)$/iu);
    if (subject?.[1] && subject[2]) return spokenBack(`whether ${subject[1]} should ${subject[2]}`);
  }
  const first = core.charAt(0).toLowerCase() + core.slice(1);
  if (NOUN_OPENING.test(core)) return spokenBack(`on ${first}`);
  return spokenBack(`whether to ${first}`);
}

const COMPANY_NOUN =
  'firm|company|business|group|startup|start-up|agency|studio|shop|brand|plant|factory|store|chain|practice|clinic|lab|platform|bakery|restaurant|school|charity|cooperative|co-op|manufacturer|marketplace|app|scale-up|SaaS|fintech|consultancy|GmbH|Ltd|BV|SA|AB|AS|Oy|plc';
const WE_ARE =
  /\b(?:we are|we're|we’re)\s+((?:an?|the)\s(?:[^.;:]|\.(?=\d)){3,110}?)(?=\s*(?:[.;:](?!\d)|,? and (?:we|our|plan|have|are|want|need)\b|,? (?:but|so|which|where)\b|$))/i;
const OUR_COMPANY = new RegExp(
  `\\b[Oo]ur ((?:[\\w-]+ ){0,3}(?:${COMPANY_NOUN}))\\b(?! (?:customers?|clients?|users?|owners?|partners?|buyers?|suppliers?|name|names|values|guidelines)\\b)(?:,? (?:has|employs|makes|turns over|had|with) ((?:[^.;]|.(?=d)){3,90}))?`,
);

/** Who the decision is for, in the text's words: 'a Dutch group with €60M revenue'; '' when the text does not describe it. */
export function companyOf(decision: Decision): string {
  const info = decision.constraints?.companyInfo?.trim() ?? '';
  const described = info.match(WE_ARE)?.[1] ?? info.match(/^(?:an?|the)\s(?:[^.;:]|\.(?=\d)){3,110}/i)?.[0];
  if (described) return spokenBack(described.replace(/,\s*$/, ''));
  const first = info.split(/(?<=[.;])\s/)[0]?.replace(/[.;]$/, '') ?? '';
  if (first && first.length <= 110) return `your company (${spokenBack(first)})`;
  const text = `${decision.context ?? ''}\n${decision.topic ?? ''}`;
  const weAre = text.match(WE_ARE);
  if (weAre?.[1]) return spokenBack(weAre[1].replace(/,\s*$/, ''));
  const ours = text.match(OUR_COMPANY);
  if (ours?.[1])
    return `your ${ours[1]}${ours[2] ? ` (${spokenBack(ours[2].replace(/,? and (?:the|our|we)\b.*$/i, ''))})` : ''}`;
  return '';
}

/** 'You are deciding whether to … — or to keep things as they are. Your company: …' */
export function plainRestatement(decision: Decision): string {
  const step = plainStep(decision.topic ?? '');
  const labels = (decision.options ?? []).map((o) => o.label.trim()).filter(Boolean);
  const choice =
    labels.length >= 2 ? ` The options: ${labels.map((l, i) => `(${i + 1}) ${l}`).join('; ')}.` : '';
  // A single proposal is weighed against leaving things as they are; a topic with 'or' names its own options.
  const against =
    !choice && step.startsWith('whether') && !/\s(?:or|versus|vs\.?)\s/i.test(step)
      ? ', or to keep things as they are'
      : '';
  const who = companyOf(decision);
  return `You are deciding ${step || 'a question the text does not state'}${against}.${choice}${who ? ` For ${who}.` : ''}`;
}
