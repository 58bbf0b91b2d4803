// Each seat's checklist for infrastructure and build-versus-buy: what each option costs over three
// years (people and migration included), whether the team can run it, how the move is staged and
// rolled back, and whether building it is what customers pay for.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const payback = x.calc('infra_payback');
    if (payback) c.pro(0.5, `The up-front cost pays back in about ${payback.result} (${payback.inputs}).`);
    const growth = x.proposed('cost_growth_pct');
    if (growth)
      c.con(
        0.25,
        `The ${growth.text} growth figure is a bill growing, not the business: it is the problem to solve, not a sign of momentum.`,
        'Find out what drives the bill (traffic, waste, pricing) before choosing a fix.',
      );
    const saving = x.proposed('saving');
    if (saving) c.pro(0.5, `A ${saving.label} of ${saving.text}, if the migration goes to plan.`);
    // The reading compares quoted options itself; what it cannot know is the people and the move.
    // Costs the reading already put over one horizon are not asked for again.
    if (x.calc('options_compared') || x.calc('term_commitment'))
      c.ask('What will the move itself cost: people’s time, running both side by side, and any exit fees?');
    else c.ask('What does each option cost over three years, people and migration included?');
  },
  CTO: (x, c) => {
    if (x.says(/\b(colocation|own servers|hardware|on-prem\w*|data cent(?:er|re))\b/))
      c.con(
        0.5,
        'Running our own hardware makes the team responsible for what the cloud handled: capacity, spares, network, security.',
        'Migrate one service first and keep the cloud as the fallback.',
        'high',
      );
    if (x.says(/\b(rewrite|from scratch|re-?architect\w*)\b/))
      c.con(
        0.75,
        'Full rewrites routinely take far longer than planned while the old system still needs care.',
        'Replace the system piece by piece behind stable interfaces.',
        'high',
      );
    if (x.says(/\b(security incidents?|breach\w*|vulnerab\w*|outages?|downtime)\b/))
      c.pro(0.75, 'The current setup already fails; staying put is not the safe option.');
    if (x.says(/\bbuild\b/) && x.says(/\bbuy\b/))
      c.ask('Is this core to what customers pay us for? Build only what differentiates; buy the rest.');
    if (x.says(/\b(vendor|saas|off-the-shelf|managed service)\b/))
      c.pro(0.25, 'A specialist vendor’s product is maintained by people who do nothing else.');
  },
  OPERATIONS_EXPERT: (x, c) => {
    const people = x.actual('headcount');
    if (people)
      c.con(
        0.25,
        `${people.text} people must run the new setup around the clock, holidays and departures included.`,
        'Check the on-call rota and the runbooks before the switch.',
      );
    c.act(
      'Stage the migration service by service, with a tested rollback for each step',
      'before the first cutover',
    );
  },
  RISK_OFFICER: (_x, c) => {
    c.con(
      0.25,
      'A migration is when data is most often lost or exposed.',
      'Back up and verify the data before each step, and keep the old system readable until sign-off.',
    );
  },
  CEO: (x, c) => {
    if (x.says(/\b(roadmap|features?|customers? (?:ask|want))\b/))
      c.con(
        0.25,
        'Engineering time spent on infrastructure is not spent on what customers ask for.',
        'Time-box the project and protect the roadmap’s top item.',
      );
    else {
      // The case for the product is what the move frees, in its own figure; with none, nothing to add.
      const saving = x.proposed('saving');
      const payback = x.calc('infra_payback');
      if (saving || payback)
        c.pro(
          0.25,
          `${saving ? `The ${saving.text}${/monthly/.test(saving.label) ? ' a month' : ''} saved` : `A cost that pays back in about ${payback?.result}`} goes back into the product, provided the move does not stall the roadmap.`,
        );
    }
  },
};
