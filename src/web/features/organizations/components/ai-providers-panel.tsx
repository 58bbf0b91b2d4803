// Settings → AI providers: what the organization's boards deliberate with, and (Admins) its own
// providers — bring your own key — tested and chosen here.
import { Text } from '@mantine/core';
import type { Organization } from '../../../../contracts/organizations.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useOrganizationProviders } from '../../../shared/api/providers.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { ProviderManager } from '../../../shared/components/provider-manager.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';

export function AiProvidersPanel({
  organization,
  canAdminister,
}: {
  organization: Organization;
  canAdminister: boolean;
}) {
  const providers = useOrganizationProviders(organization.id);
  return (
    <SectionPanel titleId="ai-providers-title" title="AI providers" density="card" gap="sm">
      {providers.isPending ? (
        <LoadingState label="Loading providers..." />
      ) : providers.isError ? (
        <ErrorState
          message={errorMessage(providers.error, 'Could not load the providers')}
          onRetry={() => void providers.refetch()}
        />
      ) : (
        <>
          <Text size="sm" data-testid="effective-provider">
            Boards deliberate with <strong>{providers.data.effective}</strong> unless a board names its own.
          </Text>
          {canAdminister && (
            <ProviderManager
              scope={{ kind: 'organization', organizationId: organization.id }}
              providers={providers.data.providers.filter((p) => p.scope === 'organization')}
              canManage
            />
          )}
        </>
      )}
    </SectionPanel>
  );
}
