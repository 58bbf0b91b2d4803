// 'Board Recommendation': outcome banner, the board's reading, confidence and consensus, executive
// summary, action items, risks, minority report, vote breakdown, each vote, who answered; or the
// refusal, or the framing of a decision the offline board could not place.
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { decidedShare } from '../../../../contracts/consensus.ts';
import type { Recommendation, SessionDetail } from '../../../../contracts/sessions.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { CannotJudge, DecisionReading } from './decision-reading.tsx';
import { EngineNote } from './engine-note.tsx';
import { FigureFlags } from './figure-flags.tsx';
import { FramingView } from './framing-view.tsx';
import { OptionRanking } from './option-ranking.tsx';
import { OutcomeBanner } from './outcome-banner.tsx';
import { ActionItems, CriticalRisks, RecommendationPart } from './recommendation-lists.tsx';
import { ScoreCards } from './score-cards.tsx';
import { VoteBreakdownChart } from './vote-breakdown-chart.tsx';
import { VotesList } from './votes-list.tsx';
import { VotingRuleNote } from './voting-rule-note.tsx';
import { WouldItFlip } from './would-it-flip.tsx';

interface ResultViewProps {
  detail: SessionDetail;
  recommendation: Recommendation;
  onAskAnother: () => void;
}

export function ResultView({ detail, recommendation, onAskAnother }: ResultViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the progress view: move focus to its heading so it is announced.
  useEffect(() => heading.current?.focus(), []);
  const sessionId = detail.session.id;
  return (
    <Stack gap="lg" component="section" aria-labelledby="result-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3" id="result-title" ref={heading} tabIndex={-1}>
            Board Recommendation
          </Title>
          <Text c="dimmed" size="sm">
            {detail.session.decision_topic}
          </Text>
        </div>
        <Group gap="xs">
          <IconAction
            icon={IconArrowRight}
            trailing
            component={Link}
            to={`/session/${sessionId}`}
            variant="light"
          >
            View Full Analysis
          </IconAction>
          <IconAction icon={IconRefresh} onClick={onAskAnother}>
            Ask Another Question
          </IconAction>
        </Group>
      </Group>

      <OutcomeBanner outcome={recommendation.outcome} recommendation={recommendation.recommendation} />
      {recommendation.outcome === 'cannot_judge' ? (
        <CannotJudge reading={detail.reading} />
      ) : recommendation.outcome === 'needs_information' ? (
        <FramingView
          recommendation={recommendation}
          reading={detail.reading}
          deliberations={detail.deliberations}
        />
      ) : (
        <Judged detail={detail} recommendation={recommendation} />
      )}
    </Stack>
  );
}

/** The figures, summary, actions, risks and votes of a board that judged the decision. */
function Judged({ detail, recommendation }: Omit<ResultViewProps, 'onAskAnother'>) {
  return (
    <>
      {detail.reading && <DecisionReading reading={detail.reading} />}
      <FigureFlags flags={detail.figure_flags} />
      <ScoreCards
        confidence={recommendation.confidence_score}
        consensus={recommendation.consensus_level}
        decided={decidedShare(recommendation.vote_breakdown)}
      />
      <VotingRuleNote rule={recommendation.voting_rule} />
      <WouldItFlip sensitivity={detail.sensitivity} />
      <OptionRanking result={detail.options_result} figures={detail.reading?.option_figures} />
      <EngineNote engine={detail.engine} model={detail.model} usage={detail.usage} />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <RecommendationPart id="summary-title" title="Executive Summary">
            <Text>{recommendation.executive_summary}</Text>
          </RecommendationPart>
          <Divider />
          <ActionItems items={recommendation.action_items} />
          <Divider />
          <CriticalRisks risks={recommendation.critical_risks} />
          <Divider />
          <RecommendationPart id="minority-title" title="Minority Report">
            <Text>{recommendation.minority_report}</Text>
          </RecommendationPart>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <VoteBreakdownChart breakdown={recommendation.vote_breakdown} />
      </Paper>

      <RecommendationPart id="final-votes-title" title="Final Votes">
        <VotesList votes={detail.votes} />
      </RecommendationPart>
    </>
  );
}
