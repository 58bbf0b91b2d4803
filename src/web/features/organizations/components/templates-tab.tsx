import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Template } from '../../../../contracts/boards.ts';
import type { Organization } from '../../../../contracts/organizations.ts';
import {
  useDeleteTemplate,
  useOrganizationTemplates,
  useShareTemplate,
} from '../../../shared/api/templates.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { RemoveButton } from '../../../shared/components/remove-button.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { MarketplaceModal } from './marketplace-modal.tsx';
import { TemplateCard, templateUsePath } from './template-card.tsx';

export function TemplatesTab({ organization }: { organization: Organization }) {
  const templates = useOrganizationTemplates(organization.id);
  const share = useShareTemplate();
  const remove = useDeleteTemplate();
  const [browsing, marketplace] = useDisclosure(false);
  const [deleting, setDeleting] = useState<Template | null>(null);
  // Sharing puts the template in front of every organization on this server: asked first.
  const [sharing, setSharing] = useState<Template | null>(null);
  const canManage = organization.allowed_actions.includes('manage_templates');

  return (
    <QueryView query={templates} loading="Loading templates..." failed="Could not load the templates">
      {(templateList) => {
        const builtIn = templateList.filter((t) => t.is_builtin);
        const custom = templateList.filter((t) => !t.is_builtin && t.organization_id === organization.id);

        const toggleShare = (template: Template) =>
          share.mutate(
            { id: template.id, shared: !template.is_shared },
            {
              onSuccess: (updated) =>
                notifySuccess(
                  updated.is_shared
                    ? `"${updated.name}" is now on the marketplace`
                    : `"${updated.name}" is no longer shared`,
                ),
              onError: (error) => notifyError(error, 'Not changed'),
            },
          );

        const confirmDelete = () => {
          if (!deleting) return;
          const template = deleting;
          remove.mutate(template.id, {
            onSuccess: () => notifySuccess(`Template "${template.name}" deleted`),
            onError: (error) => notifyError(error, 'Not deleted'),
            onSettled: () => setDeleting(null),
          });
        };

        return (
          <Stack gap="lg">
            <Group justify="flex-end" gap="sm">
              <IconAction icon={IconBuildingStore} variant="light" onClick={marketplace.open}>
                Browse Marketplace
              </IconAction>
              {canManage && (
                <IconAction
                  icon={IconPlus}
                  component={Link}
                  to={`/templates/new?organization=${organization.id}`}
                >
                  Create Custom Template
                </IconAction>
              )}
            </Group>

            <Title order={2} size="h4">
              Custom templates
            </Title>
            {custom.length === 0 ? (
              <Text c="dimmed" size="sm">
                No custom templates yet.{canManage ? ' Create one to reuse your own seats and weights.' : ''}
              </Text>
            ) : (
              <TemplateGrid
                templates={custom}
                organizationId={organization.id}
                actions={(template) =>
                  canManage && (
                    <>
                      <Button
                        component={Link}
                        to={`/templates/new?edit=${template.id}&organization=${organization.id}`}
                        size="xs"
                        variant="light"
                        aria-label={`Edit template ${template.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => (template.is_shared ? toggleShare(template) : setSharing(template))}
                        loading={share.isPending && share.variables?.id === template.id}
                        aria-label={`${template.is_shared ? 'Unshare' : 'Share'} template ${template.name}`}
                      >
                        {template.is_shared ? 'Unshare' : 'Share'}
                      </Button>
                      <RemoveButton
                        onClick={() => setDeleting(template)}
                        aria-label={`Delete template ${template.name}`}
                      >
                        Delete
                      </RemoveButton>
                    </>
                  )
                }
              />
            )}

            <Title order={2} size="h4">
              Built-in templates
            </Title>
            <TemplateGrid templates={builtIn} organizationId={organization.id} />

            <MarketplaceModal
              opened={browsing}
              onClose={marketplace.close}
              organizationId={organization.id}
            />
            <ConfirmDialog
              opened={sharing !== null}
              title="Share with every organization?"
              message={`"${sharing?.name ?? ''}" and its seats and weights will be on the marketplace of every organization on this server, where anyone can use it. You can unshare it later; boards made from it stay.`}
              confirmLabel="Share template"
              busy={share.isPending}
              onConfirm={() => {
                if (sharing) toggleShare(sharing);
                setSharing(null);
              }}
              onCancel={() => setSharing(null)}
            />
            <ConfirmDialog
              opened={deleting !== null}
              title="Delete template"
              message={`Delete template "${deleting?.name ?? ''}"?`}
              confirmLabel="Delete"
              busy={remove.isPending}
              onConfirm={confirmDelete}
              onCancel={() => setDeleting(null)}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}

function TemplateGrid({
  templates,
  organizationId,
  actions,
}: {
  templates: readonly Template[];
  organizationId: string;
  /** A card's buttons under its text (edit, share, delete), where the caller may manage it. */
  actions?: (template: Template) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
      {templates.map((template) => (
        <TemplateCard
          key={template.id}
          template={template}
          usePath={templateUsePath(template, organizationId)}
        >
          {actions?.(template)}
        </TemplateCard>
      ))}
    </SimpleGrid>
  );
}
