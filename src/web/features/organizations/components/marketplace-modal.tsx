import { Modal, SimpleGrid, Text } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useMarketplaceTemplates } from '../../../shared/api/templates.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { TemplateCard, templateUsePath } from './template-card.tsx';

interface MarketplaceModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string;
}

/** Templates every organization has shared, most used first as the server orders them. */
export function MarketplaceModal({ opened, onClose, organizationId }: MarketplaceModalProps) {
  const templates = useMarketplaceTemplates(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Template Marketplace" size="xl" centered>
      {templates.isPending ? (
        <LoadingState label="Loading the marketplace..." />
      ) : templates.isError ? (
        <ErrorState
          title="Could not load the marketplace"
          message={errorMessage(templates.error, 'An unexpected error occurred')}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <Text c="dimmed">No organization has shared a template yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {templates.data.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              usePath={templateUsePath(template, organizationId)}
              preview
            />
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
