// Personal data: processing, sharing or moving it: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, dataPhrase } from './checklists.ts';

export const DATA_PRIVACY: KindModule = {
  id: 'data_privacy',
  label: 'Personal data: processing, sharing or moving it',
  phrase: 'the data plan',
  phraseFor: dataPhrase,
  cues: /\b((?:personal|sensitive|health|medical|biometric|location|children['’]?s?) (?:data|information|records)|privacy|data (?:protection|processor|controller|processing agreement|retention|subjects?)|\bdpa\b|consent (?:form|banner|management)|share (?:\w+ ){0,3}data with|(?:sell|selling|licens|monetiz|monetis)\w* (?:\w+ ){0,3}data|(?:customer|user|patient|employee|member|client|student)s?['’]? (?:personal )?(?:data|records|information)|personal data|health data|medical (?:records|data)|\bpii\b|gdpr|ccpa|hipaa|lgpd|data protection|privacy (?:policy|law|laws|regulation|impact)|data processing|data (?:transfer|sharing|residency|locali[sz]ation)|transfer (?:the |our )?(?:customer |user )?data|share (?:our |the )?(?:customer |user |patient )?data|sell (?:our |the )?(?:customer |user )?data|tracking (?:pixels?|cookies)|dpia|data broker|(?:send|hand|giv|pass|shar|export|stream|upload|feed)\w* (?:[\w’'-]+ ){0,6}(?:data|logs|event streams?|histories|profiles|usage records)\b[^.?!]{0,60}?\b(?:to|with) (?:a |an |the |our )?(?:[\w-]+ ){0,3}(?:vendors?|analytics|brokers?|third[- ]part(?:y|ies)|advertis\w*|ad networks?)|(?:vendors?|providers?|brokers?)\b[^.?!]{0,40}\b(?:its|their) own (?:ai )?(?:models?|products?|services?|purposes)|raw (?:usage )?(?:data|logs)|usage logs|event streams?|clickstreams?|biometric|fac(?:e|ial) (?:recognition|id|scanning)|fingerprint\w*|train\w* (?:its|their|an?|the)? ?(?:ai )?models? on (?:our )?(?:customer |user )?data|(?:mov|transfer|relocat|migrat|host|stor|keep)\w* (?:\w+ ){0,3}(?:data|records|database|backups)\b(?= (?:\w+ ){0,3}(?:to|in|abroad|overseas|offshore|onshore|outside|inside|within)\b))\b/gi,
  yieldsTo: ['security_incident'],
  essentials: [
    {
      fact: 'the data involved',
      owner: 'RISK_OFFICER',
      question: 'Which personal data is involved, whose, and how sensitive is it?',
      pattern:
        /\b(personal|health|patient|biometric|children|financial|emails?|names?|locations?|addresses)\b/i,
    },
    {
      fact: 'where it happens',
      owner: 'RISK_OFFICER',
      question: 'Where are the people whose data it is, and where would the data go?',
      given: (_r, places) => places.length > 0,
    },
    {
      fact: 'the legal basis',
      owner: 'INDEPENDENT_GOVERNANCE',
      question:
        'On what legal basis (consent, contract) is the data used, and what do the privacy notice and contracts say?',
      pattern: /\b(consent|legal basis|legitimate interest|\bdpa\b|privacy notice|terms)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
