import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { createApiClient } from 'commerce-platform-api/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../api/field-errors';
import type { Session } from '../api/session';
import { signInSecret } from '../api/sign-in-link';
import { replaceRoute } from '../layout/route';

const publicApi = createApiClient({ baseUrl: location.origin });

interface Props {
  expired: boolean;
  /** The secret of a link that opened the admin at `#/sign-in/<secret>`. */
  secretFromLink?: string;
  onSignedIn(session: Session): void;
}

/**
 * Sign-in by emailed link: ask for a link, then open it here (or paste it). Redeeming answers a
 * 12-hour session; the secret leaves the address bar before the call.
 */
export function SignIn({ expired, secretFromLink, onSignedIn }: Props) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const [busy, setBusy] = useState<'request' | 'redeem' | null>(null);
  const redeemed = useRef(false);

  const redeem = async (secret: string) => {
    setBusy('redeem');
    setLinkError(undefined);
    const { data, error, response } = await publicApi.GET('/api/auth/sign_in/{token}', {
      params: { path: { token: secret } },
      headers: { accept: 'application/json' },
    });
    setBusy(null);
    if (data) return onSignedIn(data.session);
    setLinkError(
      response.status === 401
        ? 'This sign-in link was already used, has expired or is unknown. Ask for a new one.'
        : errorMessage(error, response.status),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: redeems once per link; `redeem` is a new closure every render
  useEffect(() => {
    if (!secretFromLink || redeemed.current) return;
    redeemed.current = true;
    replaceRoute('/sign-in');
    void redeem(secretFromLink);
  }, [secretFromLink]);

  const requestLink = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('request');
    setEmailError(undefined);
    const { data, error, response } = await publicApi.POST('/api/auth/sign_in_links', { body: { email } });
    setBusy(null);
    if (data) return setSent(data.message);
    setEmailError(fieldErrors(error).email ?? errorMessage(error, response.status));
  };

  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    const secret = signInSecret(link);
    if (!secret) return setLinkError('Paste the whole link from the sign-in email.');
    setLink('');
    void redeem(secret);
  };

  return (
    <Container size={460} py="xl" component="main">
      <Title order={1} mb="md">
        Sign in to the admin
      </Title>
      {expired && (
        <Alert color="yellow" title="Your session has ended" mb="md" role="alert">
          Sign in again to continue.
        </Alert>
      )}
      <Stack>
        <Paper withBorder p="md" component="form" onSubmit={requestLink} aria-labelledby="request-title">
          <Title order={2} size="h4" id="request-title" mb="xs">
            1. Get a sign-in link
          </Title>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailError}
          />
          <Button type="submit" mt="sm" loading={busy === 'request'}>
            Email me a sign-in link
          </Button>
          {sent && (
            <Text role="status" mt="sm">
              {sent}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md" component="form" onSubmit={submitLink} aria-labelledby="redeem-title">
          <Title order={2} size="h4" id="redeem-title" mb="xs">
            2. Open the link
          </Title>
          <TextInput
            label="Sign-in link from the email"
            description="It works once and for 15 minutes."
            autoComplete="off"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={linkError}
          />
          <Button type="submit" mt="sm" loading={busy === 'redeem'}>
            Sign in
          </Button>
        </Paper>
        <Text size="sm" c="dimmed">
          Developers: the same link opened in a browser tab shows a session token for the{' '}
          <Anchor href="../api/docs">API</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
