import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { components } from 'commerce-platform-api/client';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useAdmin } from '../api/admin-context';
import { errorMessage, fieldErrors } from '../api/field-errors';
import { navigate, replaceRoute } from '../layout/route';
import { useCompanyCountries } from './company-countries';
import {
  eventBody,
  eventFormErrors,
  imageChoiceError,
  IMAGE_TYPES,
  newEventForm,
  type EventErrors,
  type EventForm as Form,
} from './event-rules';
import { uploadImages } from './images';
import { NotifyPanel } from './NotifyPanel';
import { previewStatus } from './preview-status';
import { StatusBadge } from './StatusBadge';

type CompanyEvent = components['schemas']['CompanyEvent'];

// The outcome of a create survives the move to the new event's own address (a fresh form).
let flash: string | null = null;

const timeZones = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];

function formOf(event: CompanyEvent): Form {
  return {
    title: event.title,
    description: event.description,
    time_zone: event.time_zone,
    start_date: event.start_date,
    end_date: event.end_date,
    start_time: event.start_time ?? '',
    end_time: event.end_time ?? '',
    url: event.url ?? '',
    location: event.location ?? '',
    images: event.images,
    available_countries: event.available_countries,
    notifications_enabled: event.notifications_enabled,
    status: event.status,
  };
}

/** Create or edit one company event, with its live preview and (once saved) Send Notification. */
export function EventForm({ id }: { id: number | null }) {
  const admin = useAdmin();
  const { api, permissions } = admin;
  const canManage = permissions.can('events.manage');
  const { countries, unreadable } = useCompanyCountries(admin);
  const [form, setForm] = useState<Form | null>(id === null ? newEventForm() : null);
  const [errors, setErrors] = useState<EventErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(() =>
    flash ? { ok: true, text: flash } : null,
  );
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    flash = null;
    if (id === null) return;
    void api.GET('/api/company/events/{id}', { params: { path: { id } } }).then(({ data, error, response }) => {
      if (data) setForm(formOf(data.event));
      else setOutcome({ ok: false, text: errorMessage(error, response.status) });
    });
  }, [api, id]);

  const preview = useMemo(() => (form ? previewStatus(form) : null), [form]);
  if (!form) return outcome ? <Alert color="red">{outcome.text}</Alert> : <Text>Loading event…</Text>;

  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm({ ...form, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  const text = (
    field: 'title' | 'description' | 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'url' | 'location',
  ) => ({
    value: form[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
    error: errors[field],
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = eventFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return setOutcome({ ok: false, text: 'Check the highlighted fields.' });
    setSaving(true);
    const body = { event: eventBody(form) };
    const { data, error, response } =
      id === null
        ? await api.POST('/api/company/events', { body })
        : await api.PUT('/api/company/events/{id}', { params: { path: { id } }, body });
    setSaving(false);
    if (!data) {
      setErrors(fieldErrors(error, 'event.'));
      return setOutcome({ ok: false, text: errorMessage(error, response.status) });
    }
    if (id === null) {
      flash = 'Event created.';
      return replaceRoute(`/events/${data.event.id}`);
    }
    setForm(formOf(data.event));
    setOutcome({ ok: true, text: 'Event saved.' });
  };

  const addImages = async (files: File[]) => {
    if (files.length === 0) return;
    const problem = imageChoiceError(files);
    if (problem) return setErrors({ ...errors, images: problem });
    setUploading(true);
    const result = await uploadImages(api, files);
    setUploading(false);
    if ('error' in result) return setErrors({ ...errors, images: result.error });
    set('images', [...form.images, ...result.images]);
  };

  const countryChoices = (countries ?? []).map((c) => ({ value: c.iso, label: `${c.name} (${c.iso})` }));

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1}>{id === null ? 'New event' : form.title || 'Event'}</Title>
        <Anchor href="#/events">Back to events</Anchor>
      </Group>
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} mb="md">
            {outcome.text}
          </Alert>
        )}
      </div>
      <div className="columns">
        <div>
          <form onSubmit={save} noValidate aria-label="Event">
            <fieldset disabled={!canManage} className="plain-fieldset">
              <Stack>
                <TextInput label="Title" withAsterisk {...text('title')} />
                <Textarea label="Description" withAsterisk autosize minRows={3} {...text('description')} />
                <Select
                  label="Time Zone"
                  withAsterisk
                  searchable
                  data={timeZones}
                  value={form.time_zone}
                  onChange={(value) => set('time_zone', value ?? '')}
                  error={errors.time_zone}
                />
                <div className="pair">
                  <TextInput type="date" label="Start Date" withAsterisk {...text('start_date')} />
                  <TextInput type="date" label="End Date" withAsterisk {...text('end_date')} />
                  <TextInput
                    type="time"
                    label="Start Time"
                    description="Empty: the start of the start date"
                    {...text('start_time')}
                  />
                  <TextInput
                    type="time"
                    label="End Time"
                    description="Empty: the end of the end date"
                    {...text('end_time')}
                  />
                </div>
                <TextInput type="url" label="URL" placeholder="https://example.com/event" {...text('url')} />
                <TextInput label="Location" {...text('location')} />
                <FileInput
                  label="Media"
                  description="Images, up to 10 at a time, each up to 10 MB"
                  placeholder={uploading ? 'Uploading…' : 'Choose images'}
                  multiple
                  accept={IMAGE_TYPES.join(',')}
                  value={[]}
                  onChange={(files) => void addImages(files)}
                  error={errors.images}
                  disabled={uploading}
                />
                {form.images.length > 0 && (
                  <ul className="thumbs" aria-label="Images">
                    {form.images.map((image, index) => (
                      <Card key={image.id} withBorder p="xs" component="li">
                        <Image src={image.url} alt={`Event image ${index + 1}`} h={80} fit="cover" />
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          mt={4}
                          onClick={() =>
                            set(
                              'images',
                              form.images.filter((other) => other.id !== image.id),
                            )
                          }
                        >
                          Remove image {index + 1}
                        </Button>
                      </Card>
                    ))}
                  </ul>
                )}
                <MultiSelect
                  label="Available Countries"
                  description={
                    unreadable
                      ? "Your role cannot read the company's countries."
                      : "Chosen from the company's countries"
                  }
                  data={countryChoices}
                  value={form.available_countries}
                  onChange={(value) => set('available_countries', value)}
                  error={errors.available_countries}
                  searchable
                />
                <Switch
                  label="Event Notifications"
                  description="Reps in the available countries get a reminder about an hour before the event starts"
                  checked={form.notifications_enabled}
                  onChange={(e) => set('notifications_enabled', e.currentTarget.checked)}
                />
                <div>
                  <Text component="label" id="status-label" size="sm" fw={500}>
                    Status
                  </Text>
                  <SegmentedControl
                    display="flex"
                    aria-labelledby="status-label"
                    data={[
                      { value: 'active', label: 'Active' },
                      { value: 'inactive', label: 'Inactive' },
                    ]}
                    value={form.status}
                    onChange={(value) => set('status', value as Form['status'])}
                  />
                </div>
                {canManage && (
                  <Group>
                    <Button type="submit" loading={saving}>
                      {id === null ? 'Create event' : 'Save event'}
                    </Button>
                    <Button variant="default" onClick={() => navigate('/events')}>
                      Cancel
                    </Button>
                  </Group>
                )}
              </Stack>
            </fieldset>
          </form>
        </div>
        <div>
          <Paper withBorder p="md" component="section" aria-labelledby="preview-title">
            <Title order={2} size="h4" id="preview-title" mb="xs">
              Preview
            </Title>
            <Group gap="xs" mb="xs">
              <Text fw={600}>{form.title || 'Untitled event'}</Text>
              {preview && <StatusBadge label={preview} />}
            </Group>
            <Text size="sm">
              {form.start_date || '—'} {form.start_time} – {form.end_date || '—'} {form.end_time} ({form.time_zone})
            </Text>
            {form.location && <Text size="sm">{form.location}</Text>}
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {form.description}
            </Text>
          </Paper>
          {id !== null && canManage && <NotifyPanel eventId={id} countries={countries ?? []} />}
        </div>
      </div>
    </>
  );
}
