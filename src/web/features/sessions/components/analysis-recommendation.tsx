// The recommendation on the analysis page: banner, scores, summary and synthesis, recommended
// actions and the Risk Assessment.
import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { decidedShare } from '../../../../contracts/consensus.ts';
import type { DecisionReadingDto, Recommendation, SessionDetail } from '../../../../contracts/sessions.ts';
import { CannotJudge, DecisionReading } from './decision-reading.tsx';
import { FigureFlags } from './figure-flags.tsx';
import { FramingView } from './framing-view.tsx';
import { OptionRanking } from './option-ranking.tsx';
import { OutcomeBanner } from './outcome-banner.tsx';
import { ActionItems, CriticalRisks } from './recommendation-lists.tsx';
import { ScoreCards } from './score-cards.tsx';
import { VotingRuleNote } from './voting-rule-note.tsx';
import { WouldItFlip } from './would-it-flip.tsx';

interface AnalysisRecommendationProps {
  recommendation: Recommendation;
  reading: DecisionReadingDto | null;
  sensitivity?: SessionDetail['sensitivity'];
  deliberations?: SessionDetail['deliberations'];
  figureFlags?: SessionDetail['figure_flags'];
  options?: SessionDetail['options_result'];
}

export function AnalysisRecommendation(props: AnalysisRecommendationProps) {
  const { recommendation, reading, deliberations = [] } = props;
  // The board could not recommend: what it would need to know (or why it cannot judge) in place
  // of the scores and the recommendation itself.
  const body =
    recommendation.outcome === 'needs_information' ? (
      <FramingView recommendation={recommendation} reading={reading} deliberations={deliberations} />
    ) : recommendation.outcome === 'cannot_judge' ? (
      <CannotJudge reading={reading} />
    ) : null;
  return (
    <Stack gap="md" component="section" aria-labelledby="recommendation-title">
      <Title order={2} size="h3" id="recommendation-title">
        Recommendation
      </Title>
      <OutcomeBanner outcome={recommendation.outcome} recommendation={recommendation.recommendation} />
      {body ?? <Recommended {...props} />}
    </Stack>
  );
}

/** What a board that could judge recommends: the reading, scores, summary, actions and risks. */
function Recommended({
  recommendation,
  reading,
  sensitivity = null,
  figureFlags = [],
  options = null,
}: AnalysisRecommendationProps) {
  return (
    <>
      {reading && <DecisionReading reading={reading} />}
      <FigureFlags flags={figureFlags} />
      <ScoreCards
        confidence={recommendation.confidence_score}
        consensus={recommendation.consensus_level}
        decided={decidedShare(recommendation.vote_breakdown)}
      />
      <VotingRuleNote rule={recommendation.voting_rule} />
      <WouldItFlip sensitivity={sensitivity} />
      <OptionRanking result={options} figures={reading?.option_figures} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Text>{recommendation.executive_summary}</Text>
          <Text c="dimmed">{recommendation.synthesis}</Text>
          <Divider />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ActionItems items={recommendation.action_items} title="Recommended Actions" />
            <CriticalRisks risks={recommendation.critical_risks} title="Risk Assessment" />
          </SimpleGrid>
          <Divider />
          <div>
            <Title order={3} size="h4" mb="xs">
              Minority Report
            </Title>
            <Text>{recommendation.minority_report}</Text>
          </div>
        </Stack>
      </Paper>
    </>
  );
}
