import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import type { Invitation } from '@sofra/contracts/auth/auth.schemas';
import { formatFolioDate } from '../../../components/folio-view/folio-format';
import { confirmAction } from '../../../components/confirm/confirm';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { notify } from '../../../lib/notify';
import { formatPhone } from '../../../lib/phone-format';
import { useAcceptInvitation, useDeclineInvitation, useInvitations } from '../api/invitations-api';

const keyOf = (i: Invitation) => `${i.kind}:${i.storeId}`;

/** /main/invitations: the stores that asked the signed-in user to join as owner or staff; accept or decline each. */
export function Component() {
  const { t, i18n } = useTranslation();
  const list = useInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  const role = (i: Invitation) =>
    i.kind === 'owner'
      ? t('invitations.asOwner')
      : t('invitations.asStaff', {
          position: t(`staff.positions.${i.position ?? ''}`, { defaultValue: i.position ?? '' }),
        });
  const place = (i: Invitation) => [i.town, i.city].filter(Boolean).join(', ');
  const inviter = (i: Invitation) => i.invitedBy.name.trim() || formatPhone(i.invitedBy.gsm);
  const sent = (i: Invitation) => formatFolioDate(i.createDate, i18n.language);

  const onAccept = (i: Invitation) => {
    if (accept.isPending) return;
    accept.mutate(
      { storeId: i.storeId, kind: i.kind },
      { onSuccess: () => notify('success', t('invitations.accepted', { store: i.storeName })) },
    );
  };

  // Asks before declining: the invitation is gone afterwards, and joining later takes a new one.
  const onDecline = (i: Invitation) =>
    confirmAction({
      title: t('invitations.declineTitle'),
      message: t('invitations.declineConfirm', { store: i.storeName }),
      confirmLabel: t('invitations.decline'),
      danger: true,
      onConfirm: () =>
        decline.mutateAsync(
          { storeId: i.storeId, kind: i.kind },
          { onSuccess: () => notify('success', t('invitations.declined', { store: i.storeName })) },
        ),
    });

  const invitations = list.data ?? [];
  let body;
  if (list.isPending) {
    body = <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  } else if (list.isError) {
    body = <LoadFailed message={t('invitations.loadFailed')} onRetry={() => list.refetch()} />;
  } else if (invitations.length === 0) {
    body = <Text>{t('invitations.empty')}</Text>;
  } else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('invitations.listLabel')}>
        {invitations.map((i) => (
          <InvitationCard
            key={keyOf(i)}
            invitation={i}
            role={role(i)}
            place={place(i)}
            sent={[
              inviter(i) ? t('invitations.invitedBy', { name: inviter(i) }) : '',
              t('invitations.sentOn', { date: sent(i) }),
            ]
              .filter(Boolean)
              .join(' ')}
            expiredText={
              i.status === 'expired' ? t('invitations.expiredHint', { name: inviter(i) || i.storeName }) : ''
            }
            accepting={accept.isPending && accept.variables?.storeId === i.storeId && accept.variables.kind === i.kind}
            onAccept={() => onAccept(i)}
            onDecline={() => void onDecline(i)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('invitations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invitations.intro')}
        </Text>
      </Stack>
      {invitations.length > 0 ? (
        body
      ) : (
        <Paper withBorder p="md" radius="md">
          {body}
        </Paper>
      )}
    </Stack>
  );
}

interface InvitationCardProps {
  invitation: Invitation;
  role: string;
  place: string;
  /** Who invited and when, in a sentence or two. */
  sent: string;
  /** For an expired invitation: that it can no longer be accepted, and who can send it again. */
  expiredText: string;
  accepting: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** One invitation: a list item named by its store's name (its heading), with Decline and Accept. */
function InvitationCard({
  invitation,
  role,
  place,
  sent,
  expiredText,
  accepting,
  onAccept,
  onDecline,
}: InvitationCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={nameId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" id={nameId}>
            {invitation.storeName}
          </Text>
          {place ? (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} justify="flex-end" style={{ flexShrink: 0 }}>
          <Badge variant="light">{role}</Badge>
          {expiredText ? (
            <Badge variant="light" color="orange">
              {t('invitations.expired')}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" mt="xs">
        {sent}
      </Text>
      {expiredText ? (
        <Text size="sm" mt={4} c="dimmed">
          {expiredText}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" color="red" onClick={onDecline}>
          {t('invitations.decline')}
        </Button>
        {expiredText ? null : (
          <Button onClick={onAccept} loading={accepting}>
            {t('invitations.accept')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
