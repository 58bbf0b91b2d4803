// The outcome banner: red AGAINST, green PROCEEDING, yellow mixed views, grey when the board
// could not judge the text or asks for more information — from the computed outcome, with the recommendation under it.
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHelpCircle, IconListSearch, IconScale } from '@tabler/icons-react';
import { outcomeBanner } from '../../../shared/lib/session-labels.ts';

const ICONS = {
  against: IconCircleX,
  proceed: IconCircleCheck,
  mixed: IconScale,
  cannot_judge: IconHelpCircle,
  needs_information: IconListSearch,
} as const;

export function OutcomeBanner({
  outcome,
  recommendation,
}: {
  outcome: string | null;
  recommendation: string;
}) {
  const banner = outcomeBanner(outcome);
  const Icon = ICONS[banner.tone];
  return (
    <Alert
      color={banner.color}
      variant="light"
      radius="md"
      icon={<Icon aria-hidden />}
      title={
        <Text fw={800} size="lg">
          {banner.title}
        </Text>
      }
      data-outcome={banner.tone}
      data-testid="outcome-banner"
    >
      <Text>{recommendation}</Text>
    </Alert>
  );
}
