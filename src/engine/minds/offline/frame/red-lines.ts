// Red lines: points a board must raise whatever the seats' weights say. Each is worded for the
// places the decision names (employment law differs by country) and always ends in advice to
// take professional counsel: the offline board is not a lawyer.
import type { DecisionFrame, RedLineId } from './frame-types.ts';

const CONSULTATION: Readonly<Record<string, string>> = {
  UK: 'in the UK, collective consultation when 20 or more redundancies are proposed at one establishment (at least 30 days before the first dismissal, 45 days for 100 or more) and notice to the government (form HR1)',
  US: 'in the US, WARN Act notice (60 days for a mass layoff or site closing at employers of 100 or more; several states, California among them, add their own rules)',
  Germany:
    'in Germany, consultation of the works council (Betriebsrat) and a mass-dismissal notice to the employment agency before notices are given',
  France:
    'in France, information and consultation of the CSE and, for larger cuts, a job-protection plan (PSE) reviewed by the labour administration',
  'the Netherlands':
    'in the Netherlands, works-council advice, union consultation and UWV approval or a court route for dismissals',
  Poland:
    'in Poland, collective-redundancy consultation with the trade unions or employee representatives and notice to the labour office',
  'the EU':
    'in the EU, the collective-redundancies directive: information and consultation of employee representatives and notice to the authority',
};

function employmentConsultation(frame: DecisionFrame): string {
  const rules = frame.places.map((p) => CONSULTATION[p]).filter(Boolean);
  const where = rules.length
    ? `The countries named bring their own procedures: ${rules.join('; ')}.`
    : 'The text does not say where the staff work; each country has its own collective-consultation rules.';
  return (
    `Before any date is promised or any name is chosen, the consultation that employment law requires must happen. ${where} ` +
    'Selection criteria must be fair and documented. Take employment-law advice in each country first.'
  );
}

export function redLineText(id: RedLineId, frame: DecisionFrame): string {
  switch (id) {
    case 'safety_stop_and_notify':
      return (
        'Injury reports come first, whatever the cost: stop selling and shipping the affected product now, ' +
        'notify the product-safety regulator in every market where it is sold (many regimes require notice within days of learning of a risk), ' +
        'and trace the affected batches or serial numbers so every owner can be reached. Cost and weights do not override this.'
      );
    case 'employment_consultation':
      return employmentConsultation(frame);
    case 'sale_conflicts_and_waterfall':
      return (
        'Before negotiating a sale: map the conflicts (investors with board seats, investors who also hold the buyer, founders offered jobs or retention) ' +
        'and let unconflicted directors lead; model the liquidation-preference waterfall so every holder sees what they receive at this price; ' +
        'and agree clean-team rules before sharing sensitive data with a buyer who is a competitor or customer. Hire M&A counsel.'
      );
    case 'professional_advice':
      return 'This raises legal or regulatory questions: take advice from a qualified lawyer before acting. The board’s view is not legal advice.';
  }
}
