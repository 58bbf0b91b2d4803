// An organization's outgoing webhooks (Admins): list, add (the secret comes back once), change,
// remove, the delivery log and replay.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
} from '../../../../contracts/webhooks.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';

const webhooksKey = (organizationId: string) => ['organizations', organizationId, 'webhooks'] as const;
const base = (organizationId: string) => `/organizations/${organizationId}/webhooks`;

export function useWebhooks(organizationId: string) {
  return useQuery({
    queryKey: webhooksKey(organizationId),
    queryFn: () => apiFetch<Webhook[]>(base(organizationId)),
  });
}

export function useCreateWebhook(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) =>
      apiFetch<CreatedWebhook>(base(organizationId), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(organizationId) }),
  });
}

export function useUpdateWebhook(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
      apiFetch<Webhook>(`${base(organizationId)}/${id}`, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(organizationId) }),
  });
}

export function useDeleteWebhook(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`${base(organizationId)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(organizationId) }),
  });
}

export function useWebhookDeliveries(organizationId: string, webhookId: string | null) {
  return useQuery({
    queryKey: [...webhooksKey(organizationId), webhookId, 'deliveries'],
    queryFn: () => apiFetch<WebhookDelivery[]>(`${base(organizationId)}/${webhookId}/deliveries`),
    enabled: webhookId !== null,
  });
}

export function useReplayDelivery(organizationId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiFetch<WebhookDelivery>(`${base(organizationId)}/${webhookId}/deliveries/${deliveryId}/replay`, {
        method: 'POST',
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...webhooksKey(organizationId), webhookId, 'deliveries'] }),
  });
}
