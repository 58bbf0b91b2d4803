// AI Providers: the platform's providers (the environment's LLM_* settings as a read-only one),
// added, tested, made default and removed here.
import { Text } from '@mantine/core';
import { usePlatformProviders } from '../../../shared/api/providers.ts';
import { ProviderManager } from '../../../shared/components/provider-manager.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';

export function ProvidersSection() {
  const providers = usePlatformProviders();
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        Boards deliberate with their own provider, else their organization's, else the platform default below.
      </Text>
      <QueryView query={providers} loading="Loading providers..." failed="Could not load the providers">
        {(list) => <ProviderManager scope={{ kind: 'platform' }} providers={list} canManage />}
      </QueryView>
    </>
  );
}
