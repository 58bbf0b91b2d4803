// A union or a works council has rights of its own, separate from each employee's: to be
// recognised and bargained with, to be consulted before changes, to strike without reprisal. A
// board facing a recognition claim, a strike, a collective agreement or a works-council matter
// must act inside those rights; replacing strikers or punishing organisers is unlawful in many
// places and a reputational wound everywhere.

import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { rulesOr } from './place-rules.ts';

const ORGANISED_WORK =
  /\b(?:(?<!(?:european|credit|customs|monetary|african|banking|postal|soviet|student|students['’]|civil liberties|rugby) )(?:trade |labou?r )?unions?\b(?! (?:of|between) (?:two|the) (?:companies|firms)| square| pacific| station| bank)|unioni[sz]\w*|collective (?:agreement|bargaining|labou?r agreement|contract)|cba\b|works? council|betriebsrat|comit[ée] (?:social|d['’]entreprise)|strikes?\b(?! (?:price|a (?:balance|deal|chord)))|striking(?! (?:price|distance|similarit\w*|resemblance|design))|walk-?outs?|industrial action|picket\w*|lock-?outs?|shop stewards?|recogni[sz]\w* (?:the |a )?(?:union|bargaining unit)|bargaining unit|organi[sz]ing drive|labou?r dispute)\b/i;

/** Replacing strikers, or acting against the people organising: the step itself crosses the line. */
const AGAINST_ORGANISERS =
  /\b(?:(?:replace|replacing|hire|hiring|bring(?:ing)? in|use|using)\b[^.]{0,30}\b(?:strikers|striking (?:workers|staff|drivers|nurses|employees)|temps? (?:during|for|to cover) the strike|agency (?:staff|workers) (?:during|for|to cover) the strike|replacement workers)|(?:fire|dismiss|let go|sack|discipline|transfer|demote)\w*\b[^.]{0,40}\b(?:organi[sz]\w*|union (?:reps?|representatives?|members?|leaders?|organi[sz]ers?)|ringleaders?|shop stewards?)|(?:shut|close)\w* (?:the )?(?:site|plant|store|branch|depot) (?:\w+ ){0,4}(?:before|if|because|to stop|to avoid) (?:\w+ ){0,3}(?:union|unioni[sz]))\b/i;

const STRIKE_OR_ORGANISING =
  /\b(?:strikes?\b(?! price)|striking|walk-?outs?|industrial action|picket\w*|recogni[sz]\w* (?:the |a )?union|organi[sz](?:ing|ers?|e)\b)/i;

const UNION_IN_THE_STEP =
  /\b(?:works? council|betriebsrat|comit[ée] social|collective bargaining|bargain\w* (?:with|over)|negotiat\w* with (?:the |our )?(?:union|works council|staff representatives)|(?:consult|inform)\w* (?:the |our )?(?:union|works council|employee representatives)|union (?:demands?|asks?|wants?|claims?|threatens?|says|rep\w*|officials?|organi[sz]\w*)|(?:the|our) union\b(?! (?:rules|club|team|square))|unioni[sz]\w*)\b/i;

export const COLLECTIVE_LABOUR_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'collective_labour_rights',
    title: 'Unions, works councils and the right to strike',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [ORGANISED_WORK],
    // In a layoff the union's and the council's consultation is the layoff duty's own; this one
    // speaks only when organising, recognition or a strike is in play.
    // A collective agreement named only as what sets pay ('teacher pay rose 6% under the new
    // collective agreement') asks nothing of the union; it speaks when the union or the council is
    // a party to this step.
    when: (x) =>
      STRIKE_OR_ORGANISING.test(x.text) || (x.kind !== 'layoffs' && UNION_IN_THE_STEP.test(x.text)),
    breach: [AGAINST_ORGANISERS],
    text: (x: DutyContext) =>
      `Employees acting together have rights of their own: to organise and be recognised, to bargain through their union, to be informed and consulted (through a works council where one exists) before changes to pay, hours or jobs, and to strike without reprisal. Dismissing or disadvantaging organisers is unlawful almost everywhere, and hiring replacements for strikers is banned or restricted in many countries. ${rulesOr(
        x.places,
        {
          uk: 'In the UK, statutory recognition runs through the CAC, agency workers may not replace strikers, and dismissing anyone for union activity or lawful strike action is automatically unfair',
          eu: 'In the EU, works councils and employee representatives must be informed and consulted before decisions on jobs and work organisation; in Germany the works council co-determines pay structures, hours and many workplace rules',
          us: 'In the US, the National Labor Relations Act protects organising and concerted activity; threats, surveillance or dismissals around a union drive are unfair labour practices, and a duty to bargain follows recognition',
          australia:
            'In Australia, the Fair Work Act protects industrial activity (adverse action claims) and regulates protected industrial action and good-faith bargaining',
        },
        'The law of the place sets who must be consulted and what may not be done',
      )}. Take employment counsel’s advice before acting, and minute the board’s reasons.`,
    action:
      'Take employment counsel’s advice before any step, bargain or consult through the proper channel, and take no action against organisers or strikers',
  },
];
