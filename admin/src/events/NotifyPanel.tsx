import { Alert, Button, MultiSelect, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAdmin } from '../api/admin-context';
import { errorMessage, fieldErrors } from '../api/field-errors';
import type { Country } from './company-countries';

const BLOCK_MS = 5 * 60_000;

/**
 * Send Notification: to every active rep and admin in the chosen countries (at least one); after a
 * send, further sends for the event are blocked for 5 minutes, shown here with the time it lifts.
 */
export function NotifyPanel({ eventId, countries }: { eventId: number; countries: Country[] }) {
  const { api } = useAdmin();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<string>();
  const [blockedUntil, setBlockedUntil] = useState<Date | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A send made before this screen opened still blocks: the newest manual send says until when.
    void api
      .GET('/api/company/events/{id}/notifications', { params: { path: { id: eventId }, query: { per_page: 100 } } })
      .then(({ data }) => {
        const manual =
          data?.notifications
            .filter((record) => record.kind === 'manual')
            .map((record) => Date.parse(record.sent_at)) ?? [];
        const last = manual.length ? Math.max(...manual) : 0;
        if (last + BLOCK_MS > Date.now()) setBlockedUntil(new Date(last + BLOCK_MS));
      });
  }, [api, eventId]);

  useEffect(() => {
    if (!blockedUntil) return;
    const timer = setTimeout(() => setBlockedUntil(null), blockedUntil.getTime() - Date.now());
    return () => clearTimeout(timer);
  }, [blockedUntil]);

  const send = async () => {
    setOutcome(undefined);
    if (chosen.length === 0) return setError('must name at least one country');
    setError(undefined);
    setBusy(true);
    const {
      data,
      error: failure,
      response,
    } = await api.POST('/api/company/events/{id}/notify', {
      params: { path: { id: eventId } },
      body: { countries: chosen },
    });
    setBusy(false);
    if (data) {
      setBlockedUntil(new Date(data.notification.blocked_until));
      return setOutcome(
        `Notification sent to ${data.notification.recipient_count} member${data.notification.recipient_count === 1 ? '' : 's'}.`,
      );
    }
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 300;
      setBlockedUntil(new Date(Date.now() + seconds * 1000));
    }
    setError(fieldErrors(failure).countries ?? errorMessage(failure, response.status));
  };

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="notify-title">
      <Title order={2} size="h4" id="notify-title" mb="xs">
        Send Notification
      </Title>
      <Text size="sm" mb="sm">
        Reaches every active rep and admin in the chosen countries.
      </Text>
      <MultiSelect
        label="Send to countries"
        data={countries.map((c) => ({ value: c.iso, label: c.name }))}
        value={chosen}
        onChange={setChosen}
        error={error}
        searchable
      />
      <Button mt="sm" onClick={() => void send()} loading={busy} disabled={blockedUntil !== null}>
        Send Notification
      </Button>
      <div role="status" aria-live="polite">
        {outcome && (
          <Text mt="sm" c="green.9">
            {outcome}
          </Text>
        )}
        {blockedUntil && (
          <Alert mt="sm" color="yellow" title="Sending is blocked for 5 minutes after a notification">
            You can send again at {blockedUntil.toLocaleTimeString()}.
          </Alert>
        )}
      </div>
    </Paper>
  );
}
