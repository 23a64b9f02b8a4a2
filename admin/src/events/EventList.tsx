import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Pagination,
  Select,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { components } from 'commerce-platform-api/client';
import { useCallback, useEffect, useState } from 'react';
import { useAdmin } from '../api/admin-context';
import { errorMessage } from '../api/field-errors';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { navigate } from '../layout/route';
import { useCompanyCountries } from './company-countries';
import { StatusBadge } from './StatusBadge';

type CompanyEvent = components['schemas']['CompanyEvent'];
type StatusFilter = 'active' | 'draft' | 'out_of_date';
type BulkAction = 'activate' | 'draft' | 'delete';

const PER_PAGE = 20;
const bulkDone: Record<BulkAction, string> = { activate: 'set active', draft: 'set as draft', delete: 'deleted' };

/** The company events: status, country and title filters, pages, bulk actions, duplicate and delete. */
export function EventList() {
  const admin = useAdmin();
  const { api, permissions } = admin;
  const canManage = permissions.can('events.manage');
  const { countries } = useCompanyCountries(admin);
  const [status, setStatus] = useState<StatusFilter | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [events, setEvents] = useState<CompanyEvent[] | null>(null);
  const [totalPages, setTotalPages] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<{ ids: number[] } | null>(null);

  const load = useCallback(async () => {
    const { data, error, response } = await api.GET('/api/company/events', {
      params: {
        query: {
          page,
          per_page: PER_PAGE,
          ...(status ? { status } : {}),
          ...(country ? { country } : {}),
          ...(query ? { q: query } : {}),
        },
      },
    });
    if (!data) return setOutcome({ ok: false, text: errorMessage(error, response.status) });
    setEvents(data.events);
    setTotalPages(Math.max(1, data.meta.pagination.total_pages));
    setSelected((ids) => ids.filter((id) => data.events.some((event) => event.id === id)));
  }, [api, page, status, country, query]);

  useEffect(() => {
    void load();
  }, [load]);

  const bulk = async (action: BulkAction, ids: number[]) => {
    setBusy(true);
    setOutcome(null);
    const { data, error, response } = await api.POST('/api/company/events/bulk', { body: { action, ids } });
    setBusy(false);
    setConfirm(null);
    if (!data) return setOutcome({ ok: false, text: errorMessage(error, response.status) });
    const failures = data.results
      .filter((result) => !result.success)
      .map((result) => `event ${result.id}: ${result.error_message}`);
    const noun = (count: number) => `${count} event${count === 1 ? '' : 's'}`;
    setOutcome({
      ok: data.failed === 0,
      text: `${noun(data.succeeded)} ${bulkDone[action]}.${failures.length ? ` Failed: ${failures.join('; ')}` : ''}`,
    });
    setSelected([]);
    await load();
  };

  const duplicate = async (event: CompanyEvent) => {
    setBusy(true);
    const { data, error, response } = await api.POST('/api/company/events/{id}/duplicate', {
      params: { path: { id: event.id } },
    });
    setBusy(false);
    if (!data) return setOutcome({ ok: false, text: errorMessage(error, response.status) });
    setOutcome({ ok: true, text: `Duplicated as “${data.event.title}” (Draft).` });
    await load();
  };

  const allOnPage = events?.length ? events.every((event) => selected.includes(event.id)) : false;
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1}>Company events</Title>
        {canManage && <Button onClick={() => navigate('/events/new')}>New event</Button>}
      </Group>
      <Group
        mb="md"
        align="flex-end"
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQuery(search.trim());
        }}
      >
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={[
            { value: 'active', label: 'Active' },
            { value: 'draft', label: 'Draft' },
            { value: 'out_of_date', label: 'Out of Date' },
          ]}
          value={status}
          onChange={filter((value) => setStatus(value as StatusFilter | null))}
        />
        <Select
          label="Country"
          placeholder="All"
          clearable
          searchable
          data={(countries ?? []).map((c) => ({ value: c.iso, label: c.name }))}
          value={country}
          onChange={filter(setCountry)}
        />
        <TextInput label="Title contains" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert
            color={outcome.ok ? 'green' : 'red'}
            mb="md"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setOutcome(null)}
          >
            {outcome.text}
          </Alert>
        )}
      </div>
      {canManage && (
        <Group mb="sm" aria-label="Bulk actions" role="group">
          <Text size="sm">{selected.length} selected</Text>
          <Button
            size="xs"
            variant="default"
            disabled={!selected.length || busy}
            onClick={() => void bulk('activate', selected)}
          >
            Set active
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!selected.length || busy}
            onClick={() => void bulk('draft', selected)}
          >
            Set as draft
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={!selected.length || busy}
            onClick={() => setConfirm({ ids: selected })}
          >
            Delete selected
          </Button>
        </Group>
      )}
      {events === null ? (
        <Text>Loading events…</Text>
      ) : events.length === 0 ? (
        <Text>No events match.</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {canManage && (
                <Table.Th>
                  <Checkbox
                    aria-label="Select all events on this page"
                    checked={allOnPage}
                    onChange={() => setSelected(allOnPage ? [] : events.map((event) => event.id))}
                  />
                </Table.Th>
              )}
              <Table.Th>Title</Table.Th>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Countries</Table.Th>
              <Table.Th>Status</Table.Th>
              {canManage && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <Table.Tr key={event.id}>
                {canManage && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${event.title}`}
                      checked={selected.includes(event.id)}
                      onChange={() => toggle(event.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Anchor href={`#/events/${event.id}`}>{event.title}</Anchor>
                </Table.Td>
                <Table.Td>
                  {event.start_date}
                  {event.end_date !== event.start_date ? ` – ${event.end_date}` : ''} ({event.time_zone})
                </Table.Td>
                <Table.Td>{event.available_countries.join(', ') || '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge label={event.status_label} />
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={busy}
                        onClick={() => void duplicate(event)}
                        aria-label={`Duplicate ${event.title}`}
                      >
                        Duplicate
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        onClick={() => setConfirm({ ids: [event.id] })}
                        aria-label={`Delete ${event.title}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {totalPages > 1 && (
        <Pagination
          mt="md"
          total={totalPages}
          value={page}
          onChange={setPage}
          getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
          getControlProps={(control) => ({ 'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page` })}
        />
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.ids.length === 1 ? 'Delete this event?' : `Delete ${confirm?.ids.length} events?`}
        message="Deleting cannot be undone."
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void bulk('delete', confirm.ids)}
      />
    </>
  );
}
