// The board's seat cards in a responsive grid; active seats rotate their activity word every 1.8 s.
import { SimpleGrid } from '@mantine/core';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { ACTIVITY_INTERVAL_MS, activityWord } from '../../../shared/lib/session-labels.ts';
import type { SeatView } from '../lib/live-state.ts';
import { SeatCard } from './seat-card.tsx';

export function SeatGrid({ seats, label = 'Board members' }: { seats: readonly SeatView[]; label?: string }) {
  const now = useNow(
    ACTIVITY_INTERVAL_MS,
    seats.some((seat) => seat.status === 'active'),
  );
  // One step per interval of the shared clock rotates every active seat's word together.
  const tick = Math.floor(now / ACTIVITY_INTERVAL_MS);
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      aria-label={label}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {seats.map((seat, index) => (
        <li key={seat.id}>
          <SeatCard seat={seat} word={activityWord(tick, index)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
