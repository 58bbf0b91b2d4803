// The AI provider this board deliberates with: its organization's choice, or one it names
// (a platform provider or the organization's own). Sessions record the one used at their start.
import { Select, Text } from '@mantine/core';
import type { Board } from '../../../../contracts/boards.ts';
import {
  useBoardProvider,
  useOrganizationProviders,
  useSetBoardProvider,
} from '../../../shared/api/providers.ts';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';

const ORGANIZATION_CHOICE = 'organization';

export function BoardProviderSelect({ board }: { board: Board }) {
  const providers = useOrganizationProviders(board.organization_id ?? undefined);
  const current = useBoardProvider(board.id);
  const save = useSetBoardProvider(board.id);
  if (!providers.data || !current.data) return null;
  const options = [
    { value: ORGANIZATION_CHOICE, label: `Organization's choice (${providers.data.effective})` },
    ...providers.data.providers.map((p) => ({ value: p.id, label: `${p.name} · ${p.default_model}` })),
  ];
  return (
    <SectionPanel titleId="ai-provider-title" title="AI provider" density="card" gap="xs">
      <Select
        label="This board deliberates with"
        data={options}
        value={current.data.provider_id ?? ORGANIZATION_CHOICE}
        allowDeselect={false}
        disabled={save.isPending}
        onChange={(value) =>
          save.mutate(value === ORGANIZATION_CHOICE || !value ? null : value, {
            onError: (error) => notifyError(error, 'Could not change the provider'),
          })
        }
        maw={420}
      />
      <Text size="xs" c="dimmed">
        Each session records the provider and model it started with.
      </Text>
    </SectionPanel>
  );
}
