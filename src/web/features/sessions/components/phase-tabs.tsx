// The four phases of the deliberation as tabs (arrow keys move between them).
import { Tabs, Title } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { Panel } from '../../../shared/components/panel.tsx';
import { ConsensusPanel } from './consensus-panel.tsx';
import { DiscussionPanel } from './discussion-panel.tsx';
import { FinalVotePanel } from './final-vote-panel.tsx';
import { InitialPositionsPanel } from './initial-positions-panel.tsx';
import classes from './phase-tabs.module.css';

const PHASES = [
  { value: 'positions', label: '1 Initial Positions', Panel: InitialPositionsPanel },
  { value: 'discussion', label: '2 Discussion & Debate', Panel: DiscussionPanel },
  { value: 'consensus', label: '3 Consensus Building', Panel: ConsensusPanel },
  { value: 'vote', label: '4 Final Vote', Panel: FinalVotePanel },
] as const;

export function PhaseTabs({ detail }: { detail: SessionDetail }) {
  return (
    <Panel density="wide" aria-labelledby="phases-title">
      <Title order={2} size="h3" id="phases-title" mb="sm">
        Deliberation
      </Title>
      <Tabs
        defaultValue="positions"
        keepMounted={false}
        classNames={{ list: classes.list, tab: classes.tab }}
      >
        <Tabs.List aria-label="Deliberation phases">
          {PHASES.map((phase) => (
            <Tabs.Tab key={phase.value} value={phase.value}>
              {phase.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PHASES.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel detail={detail} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Panel>
  );
}
