// Security incident (breach, ransomware): how the board recognises it, the facts it needs and each seat's checklist.
import { factual } from '../../reader/text.ts';
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, incidentPhrase } from './checklists.ts';

export const SECURITY_INCIDENT: KindModule = {
  id: 'security_incident',
  label: 'Security incident (breach, ransomware)',
  phrase: 'the incident response',
  phraseFor: incidentPhrase,
  cues: factual(
    /\b(attackers?|(?:forensic|incident response) (?:firm|report|investigat\w*|review|analysis|team)|cyber[- ]?incidents?|ransomware|breach(?:ed|es)?(?! of (?:contract|covenant|duty|the agreement))|hack(?:ed|ers?)|cyber-?attack\w*|data leak\w*|leaked|exfiltrat\w*|compromised|intrusion|phishing (?:attack|incident)|malware|encrypted (?:our|all) (?:\w+ )?(?:systems|files|servers|data)|ransom|extortion|unauthori[sz]ed access|security incident|ddos|exposed (?:\w+ ){0,3}(?:records|data|files|forms|emails|details)|misconfigur\w*|publicly (?:accessible|exposed)|(?:set to |shared (?:as |with )?|open to )['"‘’“”]?anyone with (?:the|a) link|(?:was|were|been|left|sat|sitting|lying|is|are) (?:\w+ ){0,2}open on (?:google drive|dropbox|onedrive|sharepoint|box|icloud|the (?:internet|web))|(?:posted|shared|published|circulated|leaked) the (?:link|folder|file|spreadsheet)|publicly (?:shared|viewable|visible|readable)|(?:open|public|unsecured) (?:s3 )?(?:bucket|database|server)|(?:laptop|phone|device|usb (?:stick|drive)|hard drive|files?|records|data|backups?) (?:\w+ ){0,4}(?:was|were|got|had been) (?:stolen|lost|exposed|left (?:open|public)|accessed)|stolen (?:laptop|phone|device|files|records|data)|lost (?:a |an |the |our )?(?:laptop|phone|device|usb|hard drive)|(?:laptops?|phones?|tablets?|devices?|usb (?:sticks?|drives?|keys?)|hard (?:drives?|disks?)|memory sticks?|backup (?:tapes?|drives?)|briefcases?) (?:\w+ ){0,4}(?:lost|stole|stolen|left behind|misplaced|went missing|gone missing|was taken|were taken)|(?:lost|stole|misplaced) (?:\w+ ){0,3}(?:laptops?|phones?|tablets?|devices?|usb (?:sticks?|drives?|keys?)|hard (?:drives?|disks?)|memory sticks?|backup (?:tapes?|drives?)|briefcases?)|(?:ex-|former |departing |disgruntled |an? )?(?:employee|staff member|contractor|engineer|salesperson|rep|intern)s? (?:\w+ ){0,3}(?:downloaded|copied|exported|took|stole|forwarded|emailed (?:\w+ ){0,2}to (?:him|her|them)sel(?:f|ves))\b[^.]{0,40}\b(?:customer|client|user|patient|employee|contact|lead)s?['’]? ?(?:list|lists|data|database|records|details|files|contacts))\b/gi,
  ),
  essentials: [
    {
      fact: 'the scope',
      owner: 'CTO',
      question: "What was accessed, how many people's data, and is the attacker still in?",
      meanings: [['records_affected']],
      pattern: /\b(records|customers'? data|patients|accounts|scope|accessed)\b/i,
    },
    {
      fact: 'containment',
      owner: 'CTO',
      question: 'Is it contained, and are clean backups available?',
      pattern: /\b(contain\w*|isolat\w*|restor\w*|backups?)\b/i,
    },
    {
      fact: 'insurance',
      owner: 'CFO',
      question: 'Does cyber insurance cover this, and has the insurer been told?',
      pattern: /\binsur\w*/i,
    },
    {
      fact: 'where it happens',
      owner: 'RISK_OFFICER',
      question: 'Where are the affected people (country, state)?',
      given: (_r, places) => places.length > 0,
    },
  ],
  checklists: CHECKLISTS,
};
