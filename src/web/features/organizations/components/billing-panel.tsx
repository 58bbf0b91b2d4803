// Plan and seats. There is no payment processor: an upgrade is a request an operator grants,
// and invoices and payment details are arranged with the operator.
import { Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { type Organization, PLANS, planOf } from '../../../../contracts/organizations.ts';
import { useRequestUpgrade } from '../../../shared/api/organizations.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';

export function BillingPanel({ organization }: { organization: Organization }) {
  const [upgrading, upgrade] = useDisclosure(false);
  const [invoicesOpen, invoices] = useDisclosure(false);
  const [paymentOpen, payment] = useDisclosure(false);
  const nextBilling = formatDate(organization.next_billing);

  return (
    <SectionPanel titleId="billing-title" title="Billing" density="card" gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label="Plan" value={organization.plan_name} />
        <Fact label="Seats used" value={`${organization.seats_used} of ${organization.seats_total}`} />
        <Fact
          label="Next billing date"
          value={
            nextBilling ?? (organization.plan === 'free' ? 'No billing on the Free plan' : 'Not scheduled')
          }
        />
      </SimpleGrid>
      {organization.pending_upgrade && (
        <Group gap="xs">
          <Badge color="yellow" variant="light">
            Pending
          </Badge>
          <Text size="sm">
            Upgrade to {planOf(organization.pending_upgrade).name} requested: an operator will confirm it.
          </Text>
        </Group>
      )}
      <Group gap="sm">
        <Button onClick={upgrade.open} disabled={organization.pending_upgrade !== null}>
          Upgrade Plan
        </Button>
        <Button variant="default" onClick={invoices.open}>
          View Invoices
        </Button>
        <Button variant="default" onClick={payment.open}>
          Update Payment
        </Button>
      </Group>
      <UpgradeModal organization={organization} opened={upgrading} onClose={upgrade.close} />
      <Modal opened={invoicesOpen} onClose={invoices.close} title="Invoices" centered>
        <Text>No invoices yet. Invoices appear here once your plan is billed.</Text>
      </Modal>
      <Modal opened={paymentOpen} onClose={payment.close} title="Payment details" centered>
        <Text>
          Boardwise does not take card payments in the app. Payment for paid plans is arranged directly with
          the operator of this Boardwise installation; contact them to set up or change how you pay.
        </Text>
      </Modal>
    </SectionPanel>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function UpgradeModal({
  organization,
  opened,
  onClose,
}: {
  organization: Organization;
  opened: boolean;
  onClose: () => void;
}) {
  const request = useRequestUpgrade(organization.id);
  const bigger = PLANS.filter((plan) => plan.seats > planOf(organization.plan).seats);
  const [plan, setPlan] = useState<string | null>(bigger[0]?.id ?? null);

  const submit = () => {
    if (!plan) return;
    request.mutate(plan, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Upgrade Plan" centered>
      <Stack gap="md">
        {bigger.length === 0 ? (
          <Text>You are on the largest plan.</Text>
        ) : (
          <>
            <Select
              label="Plan"
              data={bigger.map((p) => ({
                value: p.id,
                label: `${p.name} · ${p.seats} seats · ${p.priceNote}`,
              }))}
              value={plan}
              onChange={setPlan}
              allowDeselect={false}
            />
            <Text size="sm" c="dimmed">
              Your request is recorded and an operator grants it; the seats change once it is granted.
            </Text>
          </>
        )}
        <FailureAlert of={request} fallback="Could not request the upgrade" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {bigger.length > 0 && (
            <Button onClick={submit} loading={request.isPending}>
              Request upgrade
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
